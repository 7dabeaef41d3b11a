import { Hono, type Context } from 'hono';
import type { Logger } from '@haat/server-kit';
import type { Asset } from '../web-assets.ts';
import type { CatalogClient, CatalogStore } from './catalog-client.ts';
import { injectHead } from './inject-head.ts';
import { buildSitemap, robotsTxt } from './sitemap.ts';
import { storeHead } from './store-head.ts';
import { createTtlCache } from './ttl-cache.ts';
import { STORE_SLUG_ROUTE, storeLookupOf, type StoreLookup } from './store-paths.ts';
import type { SiteOrigin } from '../site-origin.ts';

type SeoOptions = {
  catalog: CatalogClient;
  /** The shell's built index.html for a page path (with that page's remote preloaded; `route` names the page when the path alone cannot). */
  indexHtml: (path: string, route?: string) => Promise<Asset | null>;
  logger: Pick<Logger, 'warn'>;
  /** The site's origin for a request (PUBLIC_ORIGIN, else an allow-listed Host, else the default). */
  siteOrigin: SiteOrigin;
  storeTtlMs?: number;
  failureTtlMs?: number;
  sitemapTtlMs?: number;
  now?: () => number;
};

type SeoEnv = { Variables: { replyHeaders: Record<string, string> } };

const originOf = (c: Context<SeoEnv>, siteOrigin: SiteOrigin): string =>
  siteOrigin.originOf((name) => c.req.header(name), new URL(c.req.url).protocol === 'https:' ? 'https' : 'http');

/**
 * What search engines and link previews get without running JavaScript: /robots.txt, /sitemap.xml
 * (public pages and every active store, the list cached 10 minutes) and, for store pages
 * (/stores/{id} and /{customSlug}), index.html with the store's title, description, Open Graph
 * tags and schema.org JSON-LD. A store is looked up with a short time-out and kept 60 s; any
 * failure serves the plain index.html (next()), never an error.
 */
export function createSeoRoutes(options: SeoOptions) {
  const { catalog, indexHtml, logger, siteOrigin, storeTtlMs = 60_000, failureTtlMs = 5_000, sitemapTtlMs = 10 * 60_000, now = Date.now } = options;
  // robots.txt and sitemap.xml name the origin: shared caches may keep them only when it is fixed.
  // (The store list kept here holds no origin: each reply is built with the request's.)
  const cacheFor = (seconds: number) => (siteOrigin.fixed ? `public, max-age=${seconds}` : 'private, no-store');
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
    .on(['GET', 'HEAD'], '/robots.txt', (c) =>
      reply(c, robotsTxt(originOf(c, siteOrigin)), 'text/plain; charset=utf-8', cacheFor(3600)))
    .on(['GET', 'HEAD'], '/sitemap.xml', async (c) =>
      reply(c, buildSitemap(originOf(c, siteOrigin), await sitemapStores()), 'application/xml; charset=utf-8', cacheFor(600)))
    .on(['GET', 'HEAD'], '*', async (c, next) => {
      const lookup = storeLookupOf(c.req.path);
      if (!lookup) return next();
      // A slug names no route of its own (the buyer's `/:customSlug` is never guessed from a path); used only once it is a store.
      const [store, index] = await Promise.all([storeFor(lookup), indexHtml(c.req.path, lookup.by === 'slug' ? STORE_SLUG_ROUTE : undefined)]);
      if (!store || !index) return next();
      const html = injectHead(index.body.toString('utf8'), storeHead(store, originOf(c, siteOrigin)));
      return reply(c, html, 'text/html; charset=utf-8', 'no-cache');
    });
}

export type SeoRoutes = ReturnType<typeof createSeoRoutes>;
