import type { Redis } from 'ioredis';

/**
 * Token revocation and bans live in Redis so they take effect at once: the gateway checks both
 * keys on every authenticated request (one MGET).
 */
export const revokedTokenKey = (prefix: string, jti: string) => `${prefix}:auth:revoked:${jti}`;
export const bannedUserKey = (prefix: string, userId: string) => `${prefix}:auth:banned:${userId}`;

export async function revokeToken(redis: Redis, prefix: string, jti: string, expiresAt: number): Promise<void> {
  const ttl = Math.max(1, expiresAt - Math.floor(Date.now() / 1000));
  await redis.set(revokedTokenKey(prefix, jti), '1', 'EX', ttl);
}

export async function markBanned(redis: Redis, prefix: string, userId: string, reason: string): Promise<void> {
  await redis.set(bannedUserKey(prefix, userId), reason || 'Account banned by admin');
}

export async function clearBan(redis: Redis, prefix: string, userId: string): Promise<void> {
  await redis.del(bannedUserKey(prefix, userId));
}
