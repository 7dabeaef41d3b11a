import type { Context } from 'hono';
import { badRequest, clearBan, type AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../../context.ts';
import { endSessions } from '../../../sessions/ended-sessions.ts';
import { deleteUser } from '../../../users/user-repository.ts';
import { userIdParam, userNotFound } from '../admin-user.ts';

/**
 * DELETE /api/users/:id (superadmin): deletes the account and its address book and ends its
 * sessions. Not one's own: the last superadmin gone would reopen the set-up form to anyone.
 */
export function deleteUserByAdmin(ctx: IdentityContext) {
  const prefix = ctx.config.HAAT_PREFIX;
  return async (c: Context<AppEnv>) => {
    const id = userIdParam(c.req.param('id'));
    const caller = c.get('user');
    if (id === caller.id) throw badRequest('You cannot delete your own account');
    await ctx.db.transaction().execute(async (trx) => {
      const deleted = await deleteUser(trx, id);
      if (!deleted) throw userNotFound();
      // Inside the transaction: if Redis refuses, the account stays. The ban key would be an orphan.
      await endSessions(trx, ctx.sessionEnds, id, deleted.session_generation + 1);
      await clearBan(ctx.redis, prefix, id);
    });
    ctx.logger.info({ userId: id, by: caller.id }, 'account deleted by a superadmin');
    return c.json({ success: true as const, message: 'User deleted successfully' });
  };
}
