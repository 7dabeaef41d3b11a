import { createReadThroughCache, type Logger, type ReadThroughCache, type Redis } from '@haat/server-kit';

/** A safety net only: every write invalidates its store's listing at once. */
const LISTING_TTL_SECONDS = 300;

/** The store listings' cache: one group per store, one entry per page/limit/category. */
export function createListingCache(redis: Redis, { prefix, logger }: { prefix: string; logger: Logger }): ReadThroughCache {
  return createReadThroughCache(redis, { keyPrefix: `${prefix}:catalog:listing`, ttlSeconds: LISTING_TTL_SECONDS, logger });
}
