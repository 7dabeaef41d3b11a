import { INVALID_VERIFICATION_TOKEN_TEXT, verifyEmailBodySchema } from '@haat/contracts';
import type { Context } from 'hono';
import { badRequest, readJson, type AppEnv } from '@haat/server-kit';
import { consumeUserToken } from '../../tokens/user-tokens.ts';
import type { VerificationContext } from '../../../context.ts';

/** POST /api/auth/verify-email {token}: the link from the sign-up e-mail; each link works once. */
export function verifyEmail(ctx: VerificationContext) {
  return async (c: Context<AppEnv>) => {
    const { token } = await readJson(c, verifyEmailBodySchema);
    const verified = await ctx.db.transaction().execute(async (trx) => {
      const row = await consumeUserToken(trx, 'email_verification', token);
      if (!row) return false;
      await trx.updateTable('users').set({ email_verified: true, updated_at: new Date() }).where('id', '=', row.user_id).execute();
      return true;
    });
    if (!verified) throw badRequest(INVALID_VERIFICATION_TOKEN_TEXT);
    return c.json({ success: true as const, message: 'Email verified successfully', data: { emailVerified: true } });
  };
}
