import { deleteOwnAccountBodySchema } from '@haat/contracts';
import type { Context } from 'hono';
import { badRequest, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../../context.ts';
import { clientAddress } from '../../../auth/client-address.ts';
import { endSessions, revokeSession } from '../../../sessions/ended-sessions.ts';
import { deleteUser, findUserById } from '../../../users/user-repository.ts';
import { loginLockoutFor } from '../../lockout/login-lockout.ts';
import { confirmPassword } from '../../password/confirm-password.ts';

const WRONG_PASSWORD_TEXT = 'Password is incorrect';

/**
 * DELETE /api/users/profile with `{ password }` (the /delete-account page): deletes the caller's
 * account and its address book, and ends every session of it. A superadmin cannot: with the last
 * one gone, the open set-up form would let anyone claim the role.
 */
export function deleteOwnAccount(ctx: IdentityContext) {
  const lockout = loginLockoutFor(ctx);
  return async (c: Context<AppEnv>) => {
    const { id, jti, expiresAt } = c.get('user');
    const body = await readJson(c, deleteOwnAccountBodySchema);
    const row = await findUserById(ctx.db, id);
    if (!row) throw notFound('User not found', 'This account no longer exists.');
    if (row.role === 'superadmin') throw badRequest('A superadmin account cannot delete itself', 'Ask another superadmin to delete this account.');
    await confirmPassword(lockout, row, body.password, WRONG_PASSWORD_TEXT, clientAddress(c, ctx.config.GATEWAY_SECRET));
    await ctx.db.transaction().execute(async (trx) => {
      const deleted = await deleteUser(trx, id);
      if (!deleted) throw notFound('User not found', 'This account no longer exists.');
      // Inside the transaction: if Redis refuses, the account stays and so do its sessions.
      await revokeSession(trx, ctx.sessionEnds, { jti, userId: id, expiresAt });
      await endSessions(trx, ctx.sessionEnds, id, deleted.session_generation + 1);
    });
    ctx.logger.info({ userId: id }, 'account deleted by its owner');
    return c.json({ success: true as const, message: 'Your account has been deleted' });
  };
}
