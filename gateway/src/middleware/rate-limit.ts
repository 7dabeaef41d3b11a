import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';

type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Signing in: many people share one carrier-grade NAT address, so its cap per address is generous;
// identity counts wrong passwords per account and address, which is what stops a guesser.
const SIGN_IN_PATHS = /^\/api\/auth\/(login|google)$/;
// Sign-up (a delivery partner's with an invitation too), account recovery and code checks: each
// guesses a secret or sends a message, and is rarer.
const AUTH_PATHS = /^\/api\/(auth\/(register|forgot-password|reset-password|verify-email|superadmin-setup)|verification\/(send-otp|resend-otp|verify-otp|verify-token|check-phone)|delivery-partners\/register)$/;

/**
 * Redis-backed limits shared by every gateway instance. When Redis is away an in-memory limiter of
 * the same size takes over (per instance), so the gateway neither fails open nor falls over.
 */
export function createRateLimits({ redis, prefix, points, windowSeconds, signInPoints, signInWindowSeconds, authPoints, authWindowSeconds }: {
  redis: Redis;
  prefix: string;
  points: number;
  windowSeconds: number;
  signInPoints: number;
  signInWindowSeconds: number;
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
  const signIn = limiter('sign-in', signInPoints, signInWindowSeconds);
  const auth = limiter('auth', authPoints, authWindowSeconds);

  return async function check({ method, path, clientIp, userId }: { method: string; path: string; clientIp: string; userId: string | null }): Promise<RateDecision> {
    const post = method === 'POST';
    try {
      if (post && SIGN_IN_PATHS.test(path)) await signIn.consume(clientIp);
      else if (post && AUTH_PATHS.test(path)) await auth.consume(clientIp);
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
export const isStrictAuthPath = (method: string, path: string) => method === 'POST' && (SIGN_IN_PATHS.test(path) || AUTH_PATHS.test(path));
