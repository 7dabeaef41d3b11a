import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { Logger } from '@haat/server-kit';
import type { Asset } from '../web-assets.ts';
import type { CatalogClient, CatalogStore, ProductWithReply, StoreWithReply } from './catalog-client.ts';
import { withFirstData } from '../first-data.ts';
import { injectHead } from './inject-head.ts';
import { buildSitemap, robotsTxt } from './sitemap.ts';
import { productHead, storeHead } from './store-head.ts';
import { createTtlCache } from './ttl-cache.ts';
import { productApiPath, productPageCalls, productPageOf, STORE_SLUG_ROUTE, storeApiPath, storeLookupOf, storePageCalls, type StoreLookup } from './store-paths.ts';
import { compressForRequest } from '../compressed-variants.ts';
import type { SiteOrigin } from '../site-origin.ts';

type SeoOptions = {
  catalog: CatalogClient;
  /** The shell's built index.html for a page path (with that page's remote preloaded; `route` names the page when the path alone cannot). */
  indexHtml: (path: string, route?: string) => Promise<Asset | null>;
  logger: Pick<Logger, 'warn'>;
  /** The site's origin for a request (PUBLIC_ORIGIN, else an allow-listed Host, else the default). */
  siteOrigin: SiteOrigin;
  failureTtlMs?: number;
  sitemapTtlMs?: number;
  now?: () => number;
  /**
   * Charges the visitor's rate limit for `count` API calls the gateway makes for their page (the
   * calls their browser would have made, and paid for, itself); false when the limit is reached, and
   * the page then goes without the catalog's data. Unset: always allowed (tests).
   */
  chargeCalls?: (request: HttpBindings['incoming'], count: number) => Promise<boolean>;
};

/** Longer than any catalog call may take (its own time-out ends it first): an in-flight lookup is shared at most this long. */
const LOOKUP_TIMEOUT_BOUND_MS = 10_000;

type SeoEnv = { Bindings: HttpBindings; Variables: { replyHeaders: Record<string, string> } };

const originOf = (c: Context<SeoEnv>, siteOrigin: SiteOrigin): string =>
  siteOrigin.originOf((name) => c.req.header(name), new URL(c.req.url).protocol === 'https:' ? 'https' : 'http');

/**
 * What search engines and link previews get without running JavaScript: /robots.txt, /sitemap.xml
 * (public pages and every active store, the list cached 10 minutes) and, for store pages
 * (/stores/{id} and /{customSlug}) and product pages (/stores/{id}/products/{id}), index.html with
 * the page's title, description, Open Graph tags and schema.org JSON-LD, and the catalog's replies
 * the page asks for first. A store or product is looked up with a short time-out for each page; any
 * failure serves the plain index.html (next()), never an error.
 */
export function createSeoRoutes(options: SeoOptions) {
  const { catalog, indexHtml, logger, siteOrigin, failureTtlMs = 5_000, sitemapTtlMs = 10 * 60_000, now = Date.now, chargeCalls = async () => true } = options;
  // robots.txt and sitemap.xml name the origin: shared caches may keep them only when it is fixed.
  // (The store list kept here holds no origin: each reply is built with the request's.)
  const cacheFor = (seconds: number) => (siteOrigin.fixed ? `public, max-age=${seconds}` : 'private, no-store');
  const lookups = createTtlCache<Promise<StoreWithReply | ProductWithReply | null>>({ maxEntries: 2000, now });
  let sitemapCache: { stores: CatalogStore[]; expiresAt: number } | null = null;
  let sitemapLoad: Promise<CatalogStore[]> | null = null;

  /**
   * The catalog's answer for a page, read afresh for every page: it is the page's own data now, which
   * a seller's edit must reach at once (a renamed slug, a closed store). Concurrent requests share one
   * call; a failure is kept briefly, so a struggling catalog is not asked by every page meanwhile.
   */
  function lookedUp<T extends StoreWithReply | ProductWithReply>(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const inFlight = lookups.get(key) as Promise<T | null> | undefined;
    if (inFlight) return inFlight;
    const pending = load().then(
      (found) => {
        lookups.delete(key);
        return found;
      },
      (err: unknown) => {
        logger.warn({ err: String(err), key }, 'page served without catalog details');
        lookups.set(key, Promise.resolve(null), failureTtlMs);
        return null;
      },
    );
    lookups.set(key, pending, LOOKUP_TIMEOUT_BOUND_MS);
    return pending;
  }

  /** The catalog's replies to the calls a page makes next, by URL; a call that fails is left out (the page makes it itself). */
  async function repliesOf(paths: string[]): Promise<Record<string, unknown>> {
    const replies = await Promise.all(paths.map(async (path) => [path, await catalog.reply(path)] as const));
    return Object.fromEntries(replies.filter(([, body]) => body !== null));
  }

  const storeFor = (lookup: StoreLookup) =>
    lookedUp(lookup.by === 'id' ? `id:${lookup.id}` : `slug:${lookup.slug.toLowerCase()}`, () => catalog.store(lookup));
  const productFor = (productId: string) => lookedUp(`product:${productId}`, () => catalog.product(productId));

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

  const reply = (c: Context<SeoEnv>, body: string | Uint8Array<ArrayBuffer>, contentType: string, cacheControl: string, encoding?: 'br' | 'gzip') => {
    for (const [k, v] of Object.entries(c.get('replyHeaders') ?? {})) c.header(k, v);
    c.header('content-type', contentType);
    c.header('cache-control', cacheControl);
    if (encoding) {
      c.header('vary', 'Accept-Encoding');
      c.header('content-encoding', encoding);
    }
    return c.body(body, 200);
  };

  /** A page built for this request (its data is fresh), compressed for it: a slow phone network pays for a third of the bytes. */
  const htmlPage = async (c: Context<SeoEnv>, head: string, replies: Record<string, unknown>) => {
    const html = withFirstData(head, 'replies', replies);
    const compressed = await compressForRequest(Buffer.from(html), c.req.header('accept-encoding'));
    return compressed
      ? reply(c, new Uint8Array(compressed.body), 'text/html; charset=utf-8', 'no-cache', compressed.encoding)
      : reply(c, html, 'text/html; charset=utf-8', 'no-cache');
  };

  return new Hono<SeoEnv>()
    .on(['GET', 'HEAD'], '/robots.txt', (c) =>
      reply(c, robotsTxt(originOf(c, siteOrigin)), 'text/plain; charset=utf-8', cacheFor(3600)))
    .on(['GET', 'HEAD'], '/sitemap.xml', async (c) =>
      reply(c, buildSitemap(originOf(c, siteOrigin), await sitemapStores()), 'application/xml; charset=utf-8', cacheFor(600)))
    .on(['GET', 'HEAD'], '*', async (c, next) => {
      const productPage = productPageOf(c.req.path);
      if (productPage) {
        // The store, the product and the page's next calls, charged before any is asked for.
        const calls = productPageCalls(productPage.storeId);
        if (!(await chargeCalls(c.env.incoming, 2 + calls.length))) return next();
        const storeLookup = { by: 'id', id: productPage.storeId } as const;
        const [store, product, index, more] = await Promise.all([
          storeFor(storeLookup), productFor(productPage.productId), indexHtml(c.req.path), repliesOf(calls),
        ]);
        if (!store || !product || !index || product.product.storeId !== store.store.id) return next();
        const html = injectHead(index.body.toString('utf8'), productHead(product.product, store.store, originOf(c, siteOrigin)));
        return htmlPage(c, html, { [storeApiPath(storeLookup)]: store.reply, [productApiPath(productPage.productId)]: product.reply, ...more });
      }
      const lookup = storeLookupOf(c.req.path);
      if (!lookup || !(await chargeCalls(c.env.incoming, 1))) return next();
      // A slug names no route of its own (the buyer's `/:customSlug` is never guessed from a path); used only once it is a store.
      const [found, index] = await Promise.all([storeFor(lookup), indexHtml(c.req.path, lookup.by === 'slug' ? STORE_SLUG_ROUTE : undefined)]);
      if (!found || !index) return next();
      const html = injectHead(index.body.toString('utf8'), storeHead(found.store, originOf(c, siteOrigin)));
      // The page's first calls, for this store and then by its id, ride along: it renders without a round trip of its own.
      const calls = storePageCalls(found.store.id);
      return htmlPage(c, html, { [storeApiPath(lookup)]: found.reply, ...((await chargeCalls(c.env.incoming, calls.length)) ? await repliesOf(calls) : {}) });
    });
}

export type SeoRoutes = ReturnType<typeof createSeoRoutes>;
