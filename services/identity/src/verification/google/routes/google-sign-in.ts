import { googleSignInBodySchema } from '@haat/contracts';
import type { Context } from 'hono';
import { AppError, forbidden, readJson, unauthorized, type AppEnv } from '@haat/server-kit';
import { bannedText, sessionReply } from '../../../auth/session-reply.ts';
import type { VerificationContext } from '../../../context.ts';
import { claimUnverifiedAccount, createGoogleUser } from '../google-accounts.ts';

const GOOGLE_NOT_CONFIGURED_TEXT = 'Google sign-in is not configured';

/**
 * POST /api/auth/google {token}: signs in with a Google ID token, creating a buyer account on the
 * first visit. An account with the same e-mail is that person's (Google verified the address);
 * one whose address was never verified is claimed first (see google-accounts.ts).
 * Replies exactly like login.
 */
export function googleSignIn(ctx: VerificationContext) {
  return async (c: Context<AppEnv>) => {
    const { token } = await readJson(c, googleSignInBodySchema);
    if (!ctx.google) throw new AppError(503, GOOGLE_NOT_CONFIGURED_TEXT, 'Google sign-in is not available on this server.');
    const check = await ctx.google(token);
    if (!check.ok && check.reason === 'unavailable') throw new AppError(503, 'Google sign-in is temporarily unavailable. Please try again.');
    if (!check.ok && check.reason === 'email-unverified') throw unauthorized('Your Google account e-mail address is not verified');
    if (!check.ok) throw unauthorized('Invalid Google token');

    const existing = await ctx.db.selectFrom('users').selectAll().where('email', '=', check.identity.email).executeTakeFirst();
    let row = existing ?? (await createGoogleUser(ctx, check.identity));
    if (row.is_banned) throw forbidden(bannedText(row.ban_reason));
    if (existing && !existing.email_verified) row = await claimUnverifiedAccount(ctx, existing);
    return c.json(await sessionReply(ctx.auth, row), 200);
  };
}
