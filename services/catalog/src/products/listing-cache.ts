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
