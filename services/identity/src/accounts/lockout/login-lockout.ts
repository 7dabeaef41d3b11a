import type { Redis } from '@haat/server-kit';
import type { AuthContext } from '../../auth/auth-context.ts';
import { accountConfigOf } from '../account-config.ts';

export const loginFailuresKey = (prefix: string, userId: string) => `${prefix}:identity:login-failures:${userId}`;

export type LoginAttempt = { locked: boolean; attempt: number };

/**
 * Per-account lock-out: `attempts` wrong passwords within `minutes` lock the account for `minutes`.
 * The window is fixed, starting at the first failure; locking resets the key's expiry to the lock
 * length, and its expiry ends both. An attempt is counted before its password is checked, so
 * parallel guesses cannot all slip in under the count; a right password clears it.
 */
export function createLoginLockout({ redis, prefix, attempts, minutes }: { redis: Redis; prefix: string; attempts: number; minutes: number }) {
  const seconds = minutes * 60;
  return {
    async begin(userId: string): Promise<LoginAttempt> {
      const key = loginFailuresKey(prefix, userId);
      const replies = await redis.multi().incr(key).expire(key, seconds, 'NX').exec();
      const [incrError, count] = replies?.[0] ?? [new Error('lock-out counter: no reply'), 0];
      if (incrError) throw incrError;
      return { locked: Number(count) > attempts, attempt: Number(count) };
    },
    /** The attempt's password was wrong; the last allowed one starts the lock. */
    async failed(userId: string, { attempt }: LoginAttempt): Promise<void> {
      if (attempt === attempts) await redis.expire(loginFailuresKey(prefix, userId), seconds);
    },
    async succeeded(userId: string): Promise<void> {
      await redis.del(loginFailuresKey(prefix, userId));
    },
    /** Whole seconds until a lock ends (at least 1). */
    async secondsLeft(userId: string): Promise<number> {
      return Math.max(1, await redis.ttl(loginFailuresKey(prefix, userId)));
    },
  };
}
export type LoginLockout = ReturnType<typeof createLoginLockout>;

export function loginLockoutFor(ctx: AuthContext): LoginLockout {
  const { LOGIN_LOCKOUT_ATTEMPTS, LOGIN_LOCKOUT_MINUTES } = accountConfigOf(ctx.config);
  return createLoginLockout({ redis: ctx.redis, prefix: ctx.config.HAAT_PREFIX, attempts: LOGIN_LOCKOUT_ATTEMPTS, minutes: LOGIN_LOCKOUT_MINUTES });
}
