import { createReadThroughCache, type Logger, type ReadThroughCache, type Redis } from '@haat/server-kit';

/** A safety net only: every write invalidates its store's listing at once. */
const LISTING_TTL_SECONDS = 300;

/** The store listings' cache: one group per store, one entry per page/limit/category. */
export function createListingCache(redis: Redis, { prefix, logger }: { prefix: string; logger: Logger }): ReadThroughCache {
  return createReadThroughCache(redis, { keyPrefix: `${prefix}:catalog:listing`, ttlSeconds: LISTING_TTL_SECONDS, logger });
}

/** The public store lists (a city's store cards), one group: any change to a store's card drops them all. */
export const PUBLIC_STORE_LISTS = 'public';

/** Store cards change far less often than they are read (every home and /stores view). */
export function createStoreListCache(redis: Redis, { prefix, logger }: { prefix: string; logger: Logger }): ReadThroughCache {
  return createReadThroughCache(redis, { keyPrefix: `${prefix}:catalog:store-lists`, ttlSeconds: LISTING_TTL_SECONDS, logger });
}

/**
 * The same cache, whose invalidations are also published to the gateways (as the tags their kept
 * answers carry, see http/shared-cache.ts), after Redis dropped its entries.
 */
export function alsoInvalidatingGateways(cache: ReadThroughCache, tagsOf: (group: string) => string[], publish: (tags: string[]) => void): ReadThroughCache {
  return {
    get: cache.get,
    async invalidate(group) {
      await cache.invalidate(group);
      publish(tagsOf(group));
    },
  };
}
