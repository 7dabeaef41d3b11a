import type { Context } from 'hono';
import { notFound, type AppEnv } from '@haat/server-kit';
import { findUserById } from '../../users/user-repository.ts';
import { toSessionUser } from '../../users/session-user.ts';
import type { IdentityContext } from '../../context.ts';

/**
 * GET /api/auth/me and GET /api/users/profile (mounted by accounts/profile): the signed-in account
 * as it is now (role, ban flag and phone status included).
 */
export function getMe(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => {
    const row = await findUserById(ctx.db, c.get('user').id);
    if (!row) throw notFound('User not found', 'This account no longer exists.');
    return c.json({ success: true as const, data: toSessionUser(row) });
  };
}
