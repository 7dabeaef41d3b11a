import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { sql } from 'kysely';
import { AppError, forbidden, isUniqueViolation, readJson, unauthorized, type AppEnv } from '@haat/server-kit';
import { bannedText } from '../../auth/login.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { sessionReply } from '../../auth/session-reply.ts';
import { endSessions } from '../../sessions/ended-sessions.ts';
import { findUserByEmail } from '../../users/user-repository.ts';
import type { UserRow } from '../../users/user.table.ts';
import type { VerificationContext } from '../verification-context.ts';
import type { GoogleIdentity } from './google-id-token.ts';

const bodySchema = z.object({ token: z.string('Google token is required').trim().min(1, 'Google token is required').max(8192, 'Invalid Google token') });

export const GOOGLE_NOT_CONFIGURED_TEXT = 'Google sign-in is not configured';

/** The hash of random bytes: no password signs in with it until a reset sets one. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/** A new buyer for a Google identity. */
async function createGoogleUser(ctx: VerificationContext, identity: GoogleIdentity): Promise<UserRow> {
  const passwordHash = await unusablePasswordHash();
  try {
    return await ctx.db
      .insertInto('users')
      .values({
        name: (identity.name ?? identity.email.split('@')[0] ?? 'Haat user').slice(0, 100),
        email: identity.email,
        password_hash: passwordHash,
        role: 'buyer',
        phone: null,
        current_city: null,
        avatar: identity.picture,
        ban_reason: null,
        phone_verified_at: null,
        email_verified: true,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    // A parallel first sign-in created it: use that one.
    if (!isUniqueViolation(err)) throw err;
    const row = await findUserByEmail(ctx.auth.db, identity.email);
    if (!row) throw err;
    return row;
  }
}

/**
 * Google proved the mailbox of an account whose address was never verified. Whoever registered it
 * may not own that mailbox (a squatter waiting for the owner), so their password and sessions end;
 * the owner can set a password with the reset flow.
 */
async function claimUnverifiedAccount(ctx: VerificationContext, row: UserRow): Promise<UserRow> {
  const passwordHash = await unusablePasswordHash();
  const claimed = await ctx.db
    .updateTable('users')
    .set({ password_hash: passwordHash, email_verified: true, session_generation: sql<number>`session_generation + 1`, updated_at: new Date() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await endSessions(ctx.auth.db, ctx.auth.redis, ctx.auth.config.HAAT_PREFIX, claimed.id, claimed.session_generation);
  ctx.auth.logger.info({ userId: claimed.id }, 'unverified account claimed through Google sign-in; password and sessions ended');
  return claimed;
}

/**
 * POST /api/auth/google {token}: signs in with a Google ID token, creating a buyer account on the
 * first visit. An account with the same e-mail is that person's (Google verified the address);
 * one whose address was never verified is claimed first (see claimUnverifiedAccount).
 * Replies exactly like login.
 */
export function googleSignIn(ctx: VerificationContext) {
  return async (c: Context<AppEnv>) => {
    const { token } = await readJson(c, bodySchema);
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

/** GET /api/auth/check-oauth-config: which third-party sign-ins the client may offer (the client id is public). */
export function checkOauthConfig(ctx: VerificationContext) {
  const clientId = ctx.settings.GOOGLE_CLIENT_ID;
  const data = { google: clientId ? { configured: true, clientId } : { configured: false } };
  return (c: Context<AppEnv>) => c.json({ success: true as const, data });
}
