import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Sign-in, account-recovery and code-checking calls share the strict limiter (each guesses a secret).
const AUTH_PATHS = /^\/api\/(auth\/(login|register|google|forgot-password|reset-password|verify-email|superadmin-setup)|verification\/(send-otp|resend-otp|verify-otp|verify-token|check-phone))$/;

/**
 * Redis-backed limits shared by every gateway instance. When Redis is away an in-memory limiter of
 * the same size takes over (per instance), so the gateway neither fails open nor falls over.
 */
export function createRateLimits({ redis, prefix, points, windowSeconds, authPoints, authWindowSeconds }: {
  redis: Redis;
  prefix: string;
  points: number;
  windowSeconds: number;
  authPoints: number;
  authWindowSeconds: number;
}) {
  const limiter = (keyPrefix: string, p: number, duration: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:rl:${keyPrefix}`,
      points: p,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ points: p, duration }),
    });
  const general = limiter('general', points, windowSeconds);
  const auth = limiter('auth', authPoints, authWindowSeconds);

  return async function check({ method, path, clientIp, userId }: { method: string; path: string; clientIp: string; userId: string | null }): Promise<RateDecision> {
    const strict = method === 'POST' && AUTH_PATHS.test(path);
    try {
      if (strict) await auth.consume(clientIp);
      else await general.consume(userId ? `u:${userId}` : `ip:${clientIp}`);
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
export const isStrictAuthPath = (method: string, path: string) => method === 'POST' && AUTH_PATHS.test(path);
