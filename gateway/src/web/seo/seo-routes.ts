import { Hono, type Context } from 'hono';
import type { Logger } from '@haat/server-kit';
import type { Asset } from '../web-assets.ts';
import type { CatalogClient } from './catalog-client.ts';
import type { CatalogStore } from './catalog-store.ts';
import { injectHead } from './inject-head.ts';
import { buildSitemap, robotsTxt } from './sitemap.ts';
import { storeHead } from './store-head.ts';
import { createTtlCache } from './ttl-cache.ts';
import { storeLookupOf, type StoreLookup } from './store-paths.ts';

export type SeoOptions = {
  catalog: CatalogClient;
  /** The shell's built index.html for a page path (with that page's remote preloaded). */
  indexHtml: (path: string) => Promise<Asset | null>;
  logger: Pick<Logger, 'warn'>;
  /** e.g. https://haat.in; without it the request's own host (and, behind trusted proxies, X-Forwarded-*) is used. */
  publicOrigin?: string | undefined;
  trustProxy?: boolean;
  storeTtlMs?: number;
  failureTtlMs?: number;
  sitemapTtlMs?: number;
  now?: () => number;
};

type SeoEnv = { Variables: { replyHeaders: Record<string, string> } };

const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const first = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/** The origin for absolute URLs: configured, else from the request (a bad Host header falls back to localhost). */
function originOf(c: Context<SeoEnv>, { publicOrigin, trustProxy = false }: Pick<SeoOptions, 'publicOrigin' | 'trustProxy'>): string {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '');
  const forwardedProto = trustProxy ? first(c.req.header('x-forwarded-proto')) : undefined;
  const forwardedHost = trustProxy ? first(c.req.header('x-forwarded-host')) : undefined;
  const host = forwardedHost ?? c.req.header('host') ?? '';
  const scheme = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : new URL(c.req.url).protocol.replace(':', '');
  return `${scheme === 'https' ? 'https' : 'http'}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}

/**
 * What search engines and link previews get without running JavaScript: /robots.txt, /sitemap.xml
 * (public pages and every active store, the list cached 10 minutes) and, for store pages
 * (/stores/{id} and /{customSlug}), index.html with the store's title, description, Open Graph
 * tags and schema.org JSON-LD. A store is looked up with a short time-out and kept 60 s; any
 * failure serves the plain index.html (next()), never an error.
 */
export function createSeoRoutes(options: SeoOptions) {
  const { catalog, indexHtml, logger, storeTtlMs = 60_000, failureTtlMs = 5_000, sitemapTtlMs = 10 * 60_000, now = Date.now } = options;
  const lookups = createTtlCache<Promise<CatalogStore | null>>({ maxEntries: 1000, now });
  let sitemapCache: { stores: CatalogStore[]; expiresAt: number } | null = null;
  let sitemapLoad: Promise<CatalogStore[]> | null = null;

  /** One catalog call per store per minute, shared by concurrent requests; failures are kept only briefly. */
  function storeFor(lookup: StoreLookup): Promise<CatalogStore | null> {
    const key = lookup.by === 'id' ? `id:${lookup.id}` : `slug:${lookup.slug.toLowerCase()}`;
    const cached = lookups.get(key);
    if (cached) return cached;
    const pending = catalog.store(lookup).catch((err: unknown) => {
      logger.warn({ err: String(err), lookup }, 'store page served without store details');
      lookups.set(key, Promise.resolve(null), failureTtlMs);
      return null;
    });
    lookups.set(key, pending, storeTtlMs);
    return pending;
  }

  function sitemapStores(): Promise<CatalogStore[]> {
    if (sitemapCache && sitemapCache.expiresAt > now()) return Promise.resolve(sitemapCache.stores);
    sitemapLoad ??= catalog.activeStores().then(
      (stores) => {
        sitemapCache = { stores, expiresAt: now() + sitemapTtlMs };
        return stores;
      },
      (err: unknown) => {
        // Keep serving the last good list; try again soon.
        logger.warn({ err: String(err) }, 'sitemap built without a fresh store list');
        const stale = sitemapCache?.stores ?? [];
        sitemapCache = { stores: stale, expiresAt: now() + failureTtlMs };
        return stale;
      },
    ).finally(() => { sitemapLoad = null; });
    return sitemapLoad;
  }

  const reply = (c: Context<SeoEnv>, body: string, contentType: string, cacheControl: string) => {
    for (const [k, v] of Object.entries(c.get('replyHeaders') ?? {})) c.header(k, v);
    c.header('content-type', contentType);
    c.header('cache-control', cacheControl);
    return c.body(body, 200);
  };

  return new Hono<SeoEnv>()
    .on(['GET', 'HEAD'], '/robots.txt', (c) => reply(c, robotsTxt(originOf(c, options)), 'text/plain; charset=utf-8', 'public, max-age=3600'))
    .on(['GET', 'HEAD'], '/sitemap.xml', async (c) =>
      reply(c, buildSitemap(originOf(c, options), await sitemapStores()), 'application/xml; charset=utf-8', 'public, max-age=600'))
    .on(['GET', 'HEAD'], '*', async (c, next) => {
      const lookup = storeLookupOf(c.req.path);
      if (!lookup) return next();
      const [store, index] = await Promise.all([storeFor(lookup), indexHtml(c.req.path)]);
      if (!store || !index) return next();
      const html = injectHead(index.body.toString('utf8'), storeHead(store, originOf(c, options)));
      return reply(c, html, 'text/html; charset=utf-8', 'no-cache');
    });
}

export type SeoRoutes = ReturnType<typeof createSeoRoutes>;
