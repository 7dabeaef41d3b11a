import type { Context } from 'hono';
import { revokeToken, type AppEnv } from '@haat/server-kit';
import type { AuthContext } from './auth-context.ts';

/** POST /api/auth/logout: revokes this token (by jti, until it would expire); the gateway refuses it from then on. */
export function logout(ctx: AuthContext) {
  return async (c: Context<AppEnv>) => {
    const { jti, expiresAt } = c.get('user');
    await revokeToken(ctx.redis, ctx.config.HAAT_PREFIX, jti, expiresAt);
    return c.json({ success: true as const, message: 'Logged out successfully' });
  };
}
