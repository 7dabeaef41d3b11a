/**
 * Headers on every reply, proxied or served here. The CSP allows only our own origin: the shell and
 * every remote are served from it, and socket.io connects back to it.
 */
export const securityHeaders: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
};

/**
 * The shorter set for JSON answers under /api (OWASP REST Security Cheat Sheet): nothing in them may
 * run or be framed, and the document-only policies (permissions, opener, frame options) do not apply.
 * Every API answer carries these bytes, the hottest path there is.
 */
export const apiSecurityHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': securityHeaders['strict-transport-security']!,
  'x-content-type-options': 'nosniff',
  'referrer-policy': securityHeaders['referrer-policy']!,
  'cross-origin-resource-policy': 'same-origin',
};
