import type { Redis } from 'ioredis';
import type { Logger } from '../logger/index.ts';

/**
 * A read-through cache in Redis for hot reads whose owner knows every write (a store's product
 * listing, a user's unread count). Entries live in one hash per group (`store`, `user`), beside a
 * generation field `~gen`. A write, once committed, calls `invalidate(group)`: the hash is dropped
 * and the group gets a fresh generation. A reader that missed stores what it loaded only if the
 * generation is still the one it saw before loading, so a read that raced a write never puts the
 * old value back. Redis trouble never fails a read: it is logged and the database answers.
 */
export type ReadThroughCache = {
  /** The cached text of `field` in `group`, else `load()`'s (kept unless undefined). */
  get(group: string, field: string, load: () => Promise<string | undefined>): Promise<string | undefined>;
  /** Call after the write committed. */
  invalidate(group: string): Promise<void>;
};

const GEN = '~gen';

// KEYS[1] group hash, ARGV: field, value, generation seen ('' = none), ttl seconds.
const STORE_IF_UNCHANGED = `
local gen = redis.call('HGET', KEYS[1], '${GEN}') or ''
if gen ~= ARGV[3] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1`;

// KEYS[1] group hash, KEYS[2] the cache's generation counter; ARGV: ttl seconds.
// The generation comes from a counter that never goes back, so it is new even after the hash expired.
const INVALIDATE = `
local gen = redis.call('INCR', KEYS[2])
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], '${GEN}', gen)
redis.call('EXPIRE', KEYS[1], ARGV[1])
return gen`;

export function createReadThroughCache(redis: Redis, { keyPrefix, ttlSeconds, logger }: { keyPrefix: string; ttlSeconds: number; logger: Logger }): ReadThroughCache {
  const keyOf = (group: string) => `${keyPrefix}:${group}`;
  const counterKey = `${keyPrefix}:~generations`;
  const warn = (err: unknown, what: string) => logger.warn({ err: String(err), cache: keyPrefix }, `cache ${what} failed; the database answers`);

  return {
    async get(group, field, load) {
      let seen: [string | null, string | null];
      try {
        seen = (await redis.hmget(keyOf(group), field, GEN)) as [string | null, string | null];
      } catch (err) {
        warn(err, 'read');
        return load();
      }
      if (seen[0] !== null) return seen[0];
      const loaded = await load();
      if (loaded !== undefined) {
        redis.eval(STORE_IF_UNCHANGED, 1, keyOf(group), field, loaded, seen[1] ?? '', ttlSeconds).catch((err: unknown) => warn(err, 'write'));
      }
      return loaded;
    },

    async invalidate(group) {
      try {
        await redis.eval(INVALIDATE, 2, keyOf(group), counterKey, ttlSeconds);
      } catch (err) {
        // The entry then lives until its TTL: readers may see the old value that long.
        logger.error({ err: String(err), cache: keyPrefix, group }, 'cache invalidation failed');
      }
    },
  };
}
