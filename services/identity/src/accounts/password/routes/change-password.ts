import type { Context } from 'hono';
import { z } from 'zod';
import { passwordSchema } from '@haat/contracts';
import { notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../../context.ts';
import { endSessions } from '../../../sessions/ended-sessions.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { sessionReply } from '../../../auth/session-reply.ts';
import { findUserById, replacePassword } from '../../../users/user-repository.ts';
import { clientAddress } from '../../../auth/client-address.ts';
import { loginLockoutFor } from '../../lockout/login-lockout.ts';
import { refuseCommonPassword } from '../common-passwords.ts';
import { refuseEmailInPassword } from '../email-in-password.ts';
import { confirmPassword } from '../confirm-password.ts';

const WRONG_CURRENT_PASSWORD_TEXT = 'Current password is incorrect';

const bodySchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(128),
  newPassword: passwordSchema,
  confirmPassword: z.string().optional(),
})
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, { message: 'Passwords do not match', path: ['confirmPassword'] })
  .refine((b) => b.newPassword !== b.currentPassword, { message: 'New password must be different from the current password', path: ['newPassword'] });

/**
 * PUT /api/users/me/password and PUT /api/auth/updatepassword. A new password ends every session
 * signed before it (the gateway refuses them at once) and the reply is a fresh session, so the
 * caller stays signed in on this device only.
 */
export function changePassword(ctx: IdentityContext) {
  const lockout = loginLockoutFor(ctx);
  return async (c: Context<AppEnv>) => {
    const { id } = c.get('user');
    const body = await readJson(c, bodySchema);
    refuseCommonPassword(body.newPassword);
    const row = await findUserById(ctx.db, id);
    if (!row) throw notFound('User not found', 'This account no longer exists.');
    refuseEmailInPassword(body.newPassword, row.email);
    await confirmPassword(lockout, row, body.currentPassword, WRONG_CURRENT_PASSWORD_TEXT, clientAddress(c, ctx.config.GATEWAY_SECRET));
    const passwordHash = await hashPassword(body.newPassword);
    const updated = await ctx.db.transaction().execute(async (trx) => {
      const changed = await replacePassword(trx, id, passwordHash);
      if (!changed) throw notFound('User not found', 'This account no longer exists.');
      // Inside the transaction: if Redis refuses, the password stays as it was.
      await endSessions(trx, ctx.sessionEnds, id, changed.session_generation);
      return changed;
    });
    ctx.logger.info({ userId: id }, 'password changed; older sessions ended');
    return c.json({ ...(await sessionReply(ctx, updated)), message: 'Password updated successfully' });
  };
}
