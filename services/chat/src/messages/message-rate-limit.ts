import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '@haat/server-kit';
import { CHAT_TEXTS } from '@haat/contracts';

export type MessageRateLimit = { consume(userId: string): Promise<void> };

/**
 * Messages per user per window, over every chat instance (Redis); while Redis is away each instance
 * counts on its own. Past the limit: 429 with Retry-After in whole seconds.
 */
export function createMessageRateLimit(redis: Redis, { prefix, points, windowSeconds }: { prefix: string; points: number; windowSeconds: number }): MessageRateLimit {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:rl:chat-messages`,
    points,
    duration: windowSeconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ points, duration: windowSeconds }),
  });
  return {
    async consume(userId) {
      try {
        await limiter.consume(userId);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) return;
        const retryAfter = String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
        throw new AppError(429, CHAT_TEXTS.tooManyMessages, CHAT_TEXTS.tooManyMessages, { 'Retry-After': retryAfter });
      }
    },
  };
}
