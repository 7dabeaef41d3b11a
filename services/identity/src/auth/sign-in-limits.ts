import type { MiddlewareHandler } from 'hono';
import { createSignInLimits, signInLimitOf, tooManySignIns } from '@haat/server-kit';
import type { IdentityContext } from '../context.ts';
import { clientAddress } from './client-address.ts';

/**
 * The sign-in limits per client address (sign-in, sign-up, recovery and OTP calls), held here and
 * not only at the gateway, so a call to identity's own port is limited too. Identity is the one that
 * counts, in the keys the gateway reads (server-kit sign-in-limits.ts): a call through the gateway
 * costs one point, not two. Before the body is read or a password hashed.
 */
export function limitSignIns(ctx: IdentityContext): MiddlewareHandler {
  const limits = createSignInLimits({ redis: ctx.redis, prefix: ctx.config.HAAT_PREFIX, config: ctx.config });
  return async (c, next) => {
    const limit = signInLimitOf(c.req.method, c.req.path);
    if (limit?.countedByIdentity) {
      const decision = await limits.consume(limit.kind, clientAddress(c, ctx.config.GATEWAY_SECRET));
      if (!decision.allowed) throw tooManySignIns(decision.retryAfterSeconds);
    }
    await next();
  };
}
