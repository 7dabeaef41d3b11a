import { EDGE_CACHE_TAGS_HEADER } from '@haat/contracts';

/**
 * Cache-Control for answers that are the same for every caller, so the gateway may keep them
 * (`s-maxage`, a shared cache's lifetime) while browsers ask again each time (`max-age=0`: a stock
 * count must not be stale in a buyer's tab). The tags name what a write invalidates.
 */

/** The tag a store's listing group is invalidated under (see listing-cache.ts). */
export function storeTag(storeId: string): string {
  return `store:${storeId}`;
}
export const STORE_LISTS_TAG = 'store-lists';

/** An answer invalidated by `tag` on every write: its lifetime is only a safety net. */
const taggedCacheHeaders = (tag: string): Record<string, string> => ({
  'Cache-Control': 'public, max-age=0, s-maxage=30',
  [EDGE_CACHE_TAGS_HEADER]: tag,
});

/** A store's listing. */
export const storeListingCacheHeaders = (storeId: string): Record<string, string> => taggedCacheHeaders(storeTag(storeId));

/** The public store lists (home, /stores): any store card change invalidates `store-lists`. */
export const STORE_LIST_CACHE_HEADERS = taggedCacheHeaders(STORE_LISTS_TAG);

/**
 * Cross-store searches and rankings: product writes do not invalidate them (any write would drop
 * them all), so they are kept briefly (on top of the catalog's own 10 s micro-cache: a search
 * result is at most 15 s old). Their tag is for the rare write that must show at once: a store
 * taken off the marketplace (or back, or deleted) takes its products out of every one of them.
 */
export const CROSS_STORE_TAG = 'cross-store';
export const CROSS_STORE_CACHE_HEADERS: Record<string, string> = { 'Cache-Control': 'public, max-age=0, s-maxage=5', [EDGE_CACHE_TAGS_HEADER]: CROSS_STORE_TAG };
