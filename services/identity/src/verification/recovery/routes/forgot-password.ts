import type { Context } from 'hono';
import { forgotPasswordBodySchema } from '@haat/contracts';
import { languageOfRequest, readJson, translateText, type AppEnv } from '@haat/server-kit';
import { findUserByEmail } from '../../../users/user-repository.ts';
import { publicLink } from '../../public-link.ts';
import { issueUserToken, issuedWithin } from '../../tokens/user-tokens.ts';
import type { VerificationContext } from '../../../context.ts';

const FORGOT_PASSWORD_REPLY = { success: true as const, message: 'If an account exists for this email, a password reset link has been sent.' };

/**
 * POST /api/auth/forgot-password {email}: the same reply whether or not the account exists. When it
 * does, a one-hour single-use link is mailed — at most one per cooldown, so the form cannot flood an inbox.
 */
export function forgotPassword(ctx: VerificationContext) {
  return async (c: Context<AppEnv>) => {
    const { email } = await readJson(c, forgotPasswordBodySchema);
    // Only a known e-mail queues a message: without Redis it alone would fail (503), telling who has
    // an account. Failing first makes every e-mail answer alike.
    await ctx.auth.redis.ping();
    const user = await findUserByEmail(ctx.auth.db, email);
    if (user && !(await issuedWithin(ctx.db, user.id, 'password_reset', ctx.settings.RESET_EMAIL_COOLDOWN_SECONDS))) {
      const { id, token } = await issueUserToken(ctx.db, { userId: user.id, purpose: 'password_reset', ttlSeconds: ctx.settings.RESET_TOKEN_TTL_SECONDS });
      const link = publicLink(ctx.settings.PUBLIC_URL, '/reset-password', token);
      const minutes = Math.round(ctx.settings.RESET_TOKEN_TTL_SECONDS / 60);
      // The account's language, else the one the request is in.
      const language = user.language ?? languageOfRequest(c.req.header('accept-language'));
      await ctx.messages.enqueue({
        channel: 'email',
        to: email, // the account was found by it
        subject: translateText('Reset your Haat password', language),
        text: translateText(`Hello ${user.name},\n\nSomeone asked to reset the password of your Haat account. To choose a new password, open this link:\n${link}\n\nThe link works once and expires in ${minutes} minutes. If it was not you, ignore this e-mail: your password stays as it is.\n\n— Haat`, language),
      }, `password-reset-${id}`);
    }
    return c.json(FORGOT_PASSWORD_REPLY);
  };
}
