import type { Redis } from 'ioredis';

/** How long a gateway's word that a user is online holds unless renewed (it renews every third of it). */
export const PRESENCE_TTL_MS = 90_000;

const presenceKey = (prefix: string, userId: string) => `${prefix}:presence:${userId}`;

/**
 * Who has a socket open, over any number of gateways. Each user's key is a sorted set of the
 * gateways holding their sockets, scored by when that word expires: a gateway that dies without
 * saying goodbye stops counting after PRESENCE_TTL_MS.
 */
export function createPresence(redis: Redis, { prefix }: { prefix: string }) {
  return {
    /** This gateway holds sockets of these users (on connect, and renewed on a timer). */
    async markOnline(gatewayId: string, userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      const expires = Date.now() + PRESENCE_TTL_MS;
      const batch = redis.multi();
      for (const userId of userIds) {
        const key = presenceKey(prefix, userId);
        batch.zadd(key, expires, gatewayId).pexpire(key, PRESENCE_TTL_MS * 2);
      }
      await batch.exec();
    },
    /** This gateway holds no socket of the user any more. */
    async markOffline(gatewayId: string, userId: string): Promise<void> {
      await redis.zrem(presenceKey(prefix, userId), gatewayId);
    },
    /** Whether any gateway still holds a socket of the user. */
    async isOnline(userId: string): Promise<boolean> {
      return (await redis.zcount(presenceKey(prefix, userId), Date.now(), '+inf')) > 0;
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
