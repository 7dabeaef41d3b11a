import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import { revokeSession } from '../../sessions/ended-sessions.ts';
import type { IdentityContext } from '../../context.ts';

/** POST /api/auth/logout: revokes this token (by jti, until it would expire); the gateway and every service refuse it from then on. */
export function logout(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => {
    const { id, jti, expiresAt } = c.get('user');
    // In one transaction: if Redis refuses, the Postgres row goes too and the caller sees a 503.
    await ctx.db.transaction().execute((trx) => revokeSession(trx, ctx.sessionEnds, { jti, userId: id, expiresAt }));
    return c.json({ success: true as const, message: 'Logged out successfully' });
  };
}
