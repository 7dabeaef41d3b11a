import type { Redis } from 'ioredis';

import { TOKEN_LIFETIME_SECONDS } from './tokens.ts';

/**
 * Token revocation, bans and ended sessions live in Redis so they take effect at once: the gateway
 * and every service check the keys on every authenticated request (one MGET, session-check.ts).
 * Identity keeps them in Postgres too and refills Redis when it comes back empty.
 */
export const revokedTokenKey = (prefix: string, jti: string) => `${prefix}:auth:revoked:${jti}`;
export const bannedUserKey = (prefix: string, userId: string) => `${prefix}:auth:banned:${userId}`;
/** The user's current session generation: tokens signed with an older one are refused. */
export const sessionGenerationKey = (prefix: string, userId: string) => `${prefix}:auth:session-generation:${userId}`;
/**
 * Written by identity once it has copied the revocations, ended sessions and bans into Redis. Gone
 * means Redis restarted empty and forgot them: session checks refuse (503) until identity refills it.
 */
export const sessionStateRestoredKey = (prefix: string) => `${prefix}:auth:restored`;

/**
 * Ends every session of a user signed before `generation` (a password change or reset); the caller
 * stores `generation` on the user first and signs new tokens with it. After a token lifetime every
 * older token has expired anyway, so the key may go then.
 */
export async function endSessionsBefore(redis: Redis, prefix: string, userId: string, generation: number): Promise<void> {
  await redis.set(sessionGenerationKey(prefix, userId), String(generation), 'EX', TOKEN_LIFETIME_SECONDS);
}

/** Whether a token's session was ended by a later generation. */
export const sessionEnded = (tokenGeneration: number, currentGeneration: string | null | undefined) =>
  currentGeneration != null && Number(currentGeneration) > tokenGeneration;

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
