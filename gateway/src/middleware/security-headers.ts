type ExtraSources = { script?: string; style?: string; frame?: string; connect?: string; img?: string };

/** The page CSP: our own origin only (the shell and every remote are served from it), plus the given sources. */
const pagePolicy = ({ script = '', style = '', frame = '', connect = '', img = '' }: ExtraSources = {}) =>
  `default-src 'self'; script-src 'self'${script}; style-src 'self' 'unsafe-inline'${style}; img-src 'self' data: blob:${img}; font-src 'self' data:; ` +
  `connect-src 'self'${connect};${frame ? ` frame-src${frame};` : ''} frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'`;

/**
 * What Razorpay Checkout (the seller's coin purchase) loads: its script, its payment frame, its
 * event log and its logos. Allowed only when the site sells through Razorpay.
 */
const razorpayCheckout: ExtraSources = {
  script: ' https://checkout.razorpay.com',
  frame: ' https://api.razorpay.com https://checkout.razorpay.com',
  connect: ' https://api.razorpay.com https://lumberjack.razorpay.com',
  img: ' https://cdn.razorpay.com',
};

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
 * and images from the site or the image base (PUBLIC_IMAGE_BASE_URL, a CDN say), and with `razorpay`
 * what Razorpay Checkout needs. Built once per origin.
 */
export function createPageCsp({ imageBaseUrl, assetBaseUrl, razorpay = false }: { imageBaseUrl: string; assetBaseUrl?: string | undefined; razorpay?: boolean }) {
  const imageOrigin = originOfUrl(imageBaseUrl);
  // Released remotes served from PUBLIC_ASSET_BASE (a CDN): their scripts, styles and chunk fetches.
  const assetOrigin = assetBaseUrl ? originOfUrl(assetBaseUrl) : null;
  const asset = assetOrigin ? ` ${assetOrigin}` : '';
  const checkout = razorpay ? razorpayCheckout : {};
  const img = `${imageOrigin ? ` ${imageOrigin}` : ''}${checkout.img ?? ''}`;
  const policies = new Map<string, string>();
  return (siteOrigin: string): string => {
    let policy = policies.get(siteOrigin);
    if (!policy) {
      const { protocol, host } = new URL(siteOrigin);
      const connect = protocol === 'https:' ? ` wss://${host}` : ` ws://${host} wss://${host}`;
      policy = pagePolicy({ ...checkout, script: `${asset}${checkout.script ?? ''}`, style: asset, connect: `${connect}${asset}${checkout.connect ?? ''}`, img });
      // Origins are PUBLIC_ORIGIN or allow-listed hosts, but any port of those: keep the map small.
      if (policies.size >= 100) policies.clear();
      policies.set(siteOrigin, policy);
    }
    return policy;
  };
}
export type PageCsp = ReturnType<typeof createPageCsp>;
