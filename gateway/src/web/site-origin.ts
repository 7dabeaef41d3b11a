/** A Host header value: a name or an IPv6 literal, with an optional port. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const first = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;
/** The name in a Host header without its port (an IPv6 literal without its brackets). */
const hostnameOf = (host: string) => (host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '')).toLowerCase();

type SiteOriginOptions = {
  /** PUBLIC_ORIGIN (https://haat.in): when set, the only origin there is. */
  publicOrigin?: string | undefined;
  /** PUBLIC_HOSTS: host names (any port) whose Host header may name the site, comma-separated. */
  publicHosts: string;
  /** The origin used for any other Host. */
  defaultOrigin: string;
  /** Behind trusted proxies, X-Forwarded-Host and X-Forwarded-Proto speak for the client. */
  trustProxy?: boolean;
};

/**
 * The site's own origin for a request: for absolute URLs (canonical links, Open Graph, the sitemap)
 * and for the page CSP. A client chooses its Host header, so only listed hosts are believed.
 */
export function createSiteOrigin({ publicOrigin, publicHosts, defaultOrigin, trustProxy = false }: SiteOriginOptions) {
  const configured = publicOrigin ? new URL(publicOrigin).origin : null;
  const fallback = new URL(defaultOrigin).origin;
  const allowed = new Set(publicHosts.split(',').map((host) => host.trim().replace(/^\[|\]$/g, '').toLowerCase()).filter(Boolean));
  return {
    /** True when the origin never depends on the request (PUBLIC_ORIGIN set): replies built from it may be shared. */
    fixed: configured !== null,

    /** The origin for a request, given its headers' reader and the scheme it arrived over. */
    originOf(header: (name: string) => string | undefined, scheme: 'http' | 'https' = 'http'): string {
      if (configured) return configured;
      const forwardedProto = trustProxy ? first(header('x-forwarded-proto')) : undefined;
      const host = (trustProxy ? first(header('x-forwarded-host')) : undefined) ?? header('host') ?? '';
      if (!HOST.test(host) || !allowed.has(hostnameOf(host))) return fallback;
      const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : scheme;
      return `${proto}://${host.toLowerCase()}`;
    },
  };
}
export type SiteOrigin = ReturnType<typeof createSiteOrigin>;
