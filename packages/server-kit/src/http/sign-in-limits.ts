import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { AppError } from '../errors/index.ts';

/**
 * The sign-in limits per client address, shared by the gateway and identity. Both count in the same
 * Redis keys (`<prefix>:rl:sign-in:<address>`, `<prefix>:rl:auth:<address>`) but only one of them
 * counts a call: identity counts the calls it answers (on its own port as behind the gateway), and
 * the gateway only looks, to refuse an address that is already over without passing the call on; it
 * counts the one limited call another service answers (a delivery partner's sign-up, order's).
 */

// Signing in: many people share one carrier-grade NAT address, so its cap per address is generous;
// identity counts wrong passwords per account and address, which is what stops a guesser.
const SIGN_IN_PATHS = /^\/api\/auth\/(login|google)$/;
// Sign-up, account recovery and code checks: each guesses a secret or sends a message, and is rarer.
const IDENTITY_AUTH_PATHS = /^\/api\/(auth\/(register|forgot-password|reset-password|verify-email|superadmin-setup)|verification\/(send-otp|resend-otp|verify-otp|verify-token|check-phone))$/;
// A delivery partner's sign-up with an invitation: order's, which asks identity over NATS.
const OTHER_AUTH_PATHS = /^\/api\/delivery-partners\/register$/;

export type SignInLimitKind = 'sign-in' | 'auth';
/** Which limit a call falls under, and whether identity answers it (and so counts it), or null. */
export function signInLimitOf(method: string, path: string): { kind: SignInLimitKind; countedByIdentity: boolean } | null {
  if (method !== 'POST') return null;
  if (SIGN_IN_PATHS.test(path)) return { kind: 'sign-in', countedByIdentity: true };
  if (IDENTITY_AUTH_PATHS.test(path)) return { kind: 'auth', countedByIdentity: true };
  if (OTHER_AUTH_PATHS.test(path)) return { kind: 'auth', countedByIdentity: false };
  return null;
}

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
/** The settings of the limits, the same names and defaults in the gateway and identity. */
export const signInLimitsConfigShape = {
  /** Sign-in calls (password and Google), per client IP: sized for many people behind one carrier-grade NAT address. */
  RATE_LIMIT_SIGN_IN_POINTS: count(300),
  RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: count(60),
  /** Sign-up, password recovery and OTP calls, per client IP: stricter. */
  RATE_LIMIT_AUTH_POINTS: count(60),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: count(60),
};
export type SignInLimitsConfig = { [K in keyof typeof signInLimitsConfigShape]: number };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Redis keys under `<prefix>:rl:<name>`; while Redis is away an in-memory limiter of the same size stands in (per process). */
export function rateLimiter(redis: Redis, prefix: string, name: string, points: number, duration: number): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:rl:${name}`,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ points, duration }),
  });
}

// RFC 9110 wants whole seconds.
const refused = (msBeforeNext: number): RateDecision => ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) });

export type SignInLimits = {
  /** Counts one call of `address`. */
  consume(kind: SignInLimitKind, address: string): Promise<RateDecision>;
  /** Whether `address` is already over, without counting (a limiter that cannot answer lets the call through). */
  peek(kind: SignInLimitKind, address: string): Promise<RateDecision>;
};

/** `config`'s settings, the defaults for those it leaves out. */
export const signInLimitsConfigOf = (config: Partial<SignInLimitsConfig>): SignInLimitsConfig => z.object(signInLimitsConfigShape).parse(config);

export function createSignInLimits({ redis, prefix, config }: { redis: Redis; prefix: string; config: Partial<SignInLimitsConfig> }): SignInLimits {
  const settings = signInLimitsConfigOf(config);
  const limiters = {
    'sign-in': rateLimiter(redis, prefix, 'sign-in', settings.RATE_LIMIT_SIGN_IN_POINTS, settings.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS),
    auth: rateLimiter(redis, prefix, 'auth', settings.RATE_LIMIT_AUTH_POINTS, settings.RATE_LIMIT_AUTH_WINDOW_SECONDS),
  };
  return {
    async consume(kind, address) {
      try {
        await limiters[kind].consume(address);
        return { allowed: true };
      } catch (rejection) {
        return rejection instanceof RateLimiterRes ? refused(rejection.msBeforeNext) : { allowed: true };
      }
    },
    async peek(kind, address) {
      try {
        // Over when the next call would be refused: every point of the window is used.
        const state = await limiters[kind].get(address);
        return state && state.consumedPoints >= limiters[kind].points ? refused(state.msBeforeNext) : { allowed: true };
      } catch {
        return { allowed: true };
      }
    },
  };
}

/** The 429 of a sign-in limit, in the gateway's words. */
export const tooManySignIns = (retryAfterSeconds: number) =>
  new AppError(429, 'Too many requests', `Too many login attempts. Please try again in ${retryAfterSeconds} seconds.`, { 'Retry-After': String(retryAfterSeconds) });
