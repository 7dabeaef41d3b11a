/** The page CSP: our own origin only (the shell and every remote are served from it), plus the given websocket and image sources. */
const pagePolicy = ({ connect = '', img = '' }: { connect?: string; img?: string } = {}) =>
  `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:${img}; font-src 'self' data:; connect-src 'self'${connect}; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'`;

/**
 * Headers on every reply, proxied or served here. The web app puts each page's CSP for its site
 * origin (createPageCsp) in place of this one, which names no websocket.
 */
export const securityHeaders: Record<string, string> = {
  'content-security-policy': pagePolicy(),
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

/** The origin of an absolute http(s) URL, or null for a path (served by the site itself). */
const originOfUrl = (url: string): string | null => (/^https?:\/\//i.test(url) ? new URL(url).origin : null);

/**
 * The page CSP for a site origin: socket.io's websocket at that origin (CSP's 'self' does not cover
 * ws: in every browser; an http origin also gets wss:, for a TLS proxy the gateway is not told of)
 * and images from the site or the image base (PUBLIC_IMAGE_BASE_URL, a CDN say). Built once per origin.
 */
export function createPageCsp({ imageBaseUrl }: { imageBaseUrl: string }) {
  const imageOrigin = originOfUrl(imageBaseUrl);
  const img = imageOrigin ? ` ${imageOrigin}` : '';
  const policies = new Map<string, string>();
  return (siteOrigin: string): string => {
    let policy = policies.get(siteOrigin);
    if (!policy) {
      const { protocol, host } = new URL(siteOrigin);
      const connect = protocol === 'https:' ? ` wss://${host}` : ` ws://${host} wss://${host}`;
      policy = pagePolicy({ connect, img });
      // Origins are PUBLIC_ORIGIN or allow-listed hosts, but any port of those: keep the map small.
      if (policies.size >= 100) policies.clear();
      policies.set(siteOrigin, policy);
    }
    return policy;
  };
}
export type PageCsp = ReturnType<typeof createPageCsp>;
