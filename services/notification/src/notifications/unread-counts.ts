import type { Kysely } from 'kysely';
import { createReadThroughCache, type Logger, type Redis } from '@haat/server-kit';
import { countUnread } from './notification-repository.ts';
import type { NotificationDatabase } from './notification.table.ts';

/** A safety net only: every write to a user's notifications invalidates their count at once. */
const UNREAD_TTL_SECONDS = 600;

/**
 * Each user's unread count, the bell's poll and the hottest read here, kept in Redis. Whatever
 * changes a user's notifications calls `changed(userId)` after the write.
 */
export type UnreadCounts = {
  count(userId: string): Promise<number>;
  changed(userId: string): Promise<void>;
};

export function createUnreadCounts(db: Kysely<NotificationDatabase>, redis: Redis, { prefix, logger }: { prefix: string; logger: Logger }): UnreadCounts {
  const cache = createReadThroughCache(redis, { keyPrefix: `${prefix}:notification:unread`, ttlSeconds: UNREAD_TTL_SECONDS, logger });
  return {
    count: async (userId) => Number(await cache.get(userId, 'count', async () => String(await countUnread(db, userId)))),
    changed: (userId) => cache.invalidate(userId),
  };
}
