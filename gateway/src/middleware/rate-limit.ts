import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { createSignInLimits, rateLimiter, signInLimitOf, type RateDecision, type SignInLimitsConfig } from '@haat/server-kit';

/**
 * Redis-backed limits shared by every gateway instance. When Redis is away an in-memory limiter of
 * the same size takes over (per instance), so the gateway neither fails open nor falls over.
 * Sign-in, sign-up, recovery and OTP calls have their own limits per client address, shared with
 * identity (server-kit sign-in-limits.ts): identity counts the calls it answers, so here they are
 * only looked at, and an address already over is refused without the call going on.
 */
export function createRateLimits({ redis, prefix, points, windowSeconds, signIn }: {
  redis: Redis;
  prefix: string;
  points: number;
  windowSeconds: number;
  signIn: SignInLimitsConfig;
}) {
  const general = rateLimiter(redis, prefix, 'general', points, windowSeconds);
  const signInLimits = createSignInLimits({ redis, prefix, config: signIn });

  /** `refusedHere`: the gateway answers the call itself (a bad token), so nobody else will count it. */
  return async function check({ method, path, clientIp, userId, refusedHere = false }: { method: string; path: string; clientIp: string; userId: string | null; refusedHere?: boolean }): Promise<RateDecision> {
    const limit = signInLimitOf(method, path);
    if (limit) return limit.countedByIdentity && !refusedHere ? signInLimits.peek(limit.kind, clientIp) : signInLimits.consume(limit.kind, clientIp);
    try {
      await general.consume(userId ? `u:${userId}` : `ip:${clientIp}`);
      return { allowed: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        // RFC 9110 wants whole seconds.
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
      return { allowed: true };
    }
  };
}
export type RateLimitCheck = ReturnType<typeof createRateLimits>;
export const isStrictAuthPath = (method: string, path: string) => signInLimitOf(method, path) !== null;
