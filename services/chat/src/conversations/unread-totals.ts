import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { ChatSenderRole } from '@haat/contracts';
import type { Logger } from '@haat/server-kit';
import type { ChatDatabase } from '../database.ts';
import { unreadTotal } from './conversation-repository.ts';

// A kept total drifts only if a process dies between a commit and its count (one message, for at
// most this long); every mark-read starts it afresh from Postgres.
const KEPT_SECONDS = 600;

/** Adds one to a kept total, or answers null when none is kept (the caller then sums in Postgres). */
const INCREMENT_KEPT = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('INCR', KEYS[1]) end return false`;

/**
 * Each user's unread messages over all their conversations, kept in Redis beside the per-conversation
 * counters in Postgres: a send adds one, a mark-read forgets it, and a missing total is summed from
 * Postgres and kept. Without Redis every answer comes from Postgres.
 */
export function createUnreadTotals(db: Kysely<ChatDatabase>, redis: Redis, { prefix, logger }: { prefix: string; logger: Logger }) {
  const key = (side: ChatSenderRole, userId: string) => `${prefix}:chat:unread:${side}:${userId}`;
  const fromPostgres = async (side: ChatSenderRole, userId: string) => {
    const total = await unreadTotal(db, side, userId);
    await redis.set(key(side, userId), total, 'EX', KEPT_SECONDS).catch(() => {});
    return total;
  };
  return {
    async of(side: ChatSenderRole, userId: string): Promise<number> {
      const kept = await redis.get(key(side, userId)).catch(() => null);
      return kept === null ? fromPostgres(side, userId) : Number(kept);
    },
    /** After a message to the user was committed: their new total. */
    async addOne(side: ChatSenderRole, userId: string): Promise<number> {
      const added = await redis.eval(INCREMENT_KEPT, 1, key(side, userId)).catch((err: unknown) => {
        logger.debug({ err: String(err) }, 'unread total not counted in Redis');
        return null;
      });
      return typeof added === 'number' ? added : fromPostgres(side, userId);
    },
    /** After the user read a conversation: the total is summed again from Postgres. */
    async recount(side: ChatSenderRole, userId: string): Promise<number> {
      await redis.del(key(side, userId)).catch(() => {});
      return fromPostgres(side, userId);
    },
  };
}
export type UnreadTotals = ReturnType<typeof createUnreadTotals>;
