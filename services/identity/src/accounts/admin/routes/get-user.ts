import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../../context.ts';
import { findUserById } from '../../../users/user-repository.ts';
import { toAdminUser, userIdParam, userNotFound } from '../admin-user.ts';

/** GET /api/users/:id (superadmin). */
export function getUser(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => {
    const row = await findUserById(ctx.db, userIdParam(c.req.param('id')));
    if (!row) throw userNotFound();
    return c.json({ success: true as const, data: toAdminUser(row) });
  };
}
