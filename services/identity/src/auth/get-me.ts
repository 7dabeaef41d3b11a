import type { Context } from 'hono';
import { notFound, type AppEnv } from '@haat/server-kit';
import { findUserById } from '../users/user-repository.ts';
import { toSessionUser } from '../users/session-user.ts';
import type { AuthContext } from './auth-context.ts';

/** GET /api/auth/me: the signed-in account as it is now (role, ban flag and phone status included). */
export function getMe(ctx: AuthContext) {
  return async (c: Context<AppEnv>) => {
    const row = await findUserById(ctx.db, c.get('user').id);
    if (!row) throw notFound('User not found', 'This account no longer exists.');
    return c.json({ success: true as const, data: toSessionUser(row) });
  };
}
