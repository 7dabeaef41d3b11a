import type { Context } from 'hono';
import { sql } from 'kysely';
import { INVALID_RESET_TOKEN_TEXT, resetPasswordBodySchema } from '@haat/contracts';
import { badRequest, readJson, type AppEnv } from '@haat/server-kit';
import { refuseCommonPassword } from '../../../accounts/password/common-passwords.ts';
import { refuseEmailInPassword } from '../../../accounts/password/email-in-password.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { endSessions } from '../../../sessions/ended-sessions.ts';
import { consumeUserToken, retireUserTokens } from '../../tokens/user-tokens.ts';
import type { VerificationContext } from '../../../context.ts';

/**
 * POST /api/auth/reset-password {token, password, confirmPassword}: sets the new password, ends
 * every session (the session generation moves on, which also starts the wrong-password counts of
 * login-lockout.ts afresh) and uses up the link. No session is returned: the user signs in with the
 * new password.
 */
export function resetPassword(ctx: VerificationContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, resetPasswordBodySchema);
    refuseCommonPassword(body.password);
    const passwordHash = await hashPassword(body.password); // before the transaction: it is the slow part
    const changed = await ctx.db.transaction().execute(async (trx) => {
      const token = await consumeUserToken(trx, 'password_reset', body.token);
      if (!token) return undefined;
      // The link names the account: a password holding its e-mail is refused, and the rollback leaves the link usable.
      const owner = await trx.selectFrom('users').select('email').where('id', '=', token.user_id).executeTakeFirst();
      refuseEmailInPassword(body.password, owner?.email);
      await retireUserTokens(trx, token.user_id, 'password_reset');
      // Receiving the link proves the mailbox too, so the address counts as verified.
      return trx
        .updateTable('users')
        .set({ password_hash: passwordHash, session_generation: sql<number>`session_generation + 1`, email_verified: true, updated_at: new Date() })
        .where('id', '=', token.user_id)
        .returning(['id', 'session_generation'])
        .executeTakeFirst();
    });
    if (!changed) throw badRequest(INVALID_RESET_TOKEN_TEXT);
    // After the commit: ending sessions for a generation the database never reached would lock the user out.
    await endSessions(ctx.auth.db, ctx.auth.sessionEnds, changed.id, changed.session_generation);
    ctx.auth.logger.info({ userId: changed.id }, 'password reset; all sessions ended');
    return c.json({ success: true as const, message: 'Password has been reset successfully. Please log in with your new password.' });
  };
}
