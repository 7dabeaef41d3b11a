import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { isUniqueViolation } from '@haat/server-kit';
import { hashPassword } from '../../auth/passwords.ts';
import type { VerificationContext } from '../../context.ts';
import { endSessions } from '../../sessions/ended-sessions.ts';
import { findUserByEmail } from '../../users/user-repository.ts';
import type { UserRow } from '../../users/user.table.ts';
import type { GoogleIdentity } from './google-id-token.ts';

/** The hash of random bytes: no password signs in with it until a reset sets one. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/** A new buyer for a Google identity. */
export async function createGoogleUser(ctx: VerificationContext, identity: GoogleIdentity): Promise<UserRow> {
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
export async function claimUnverifiedAccount(ctx: VerificationContext, row: UserRow): Promise<UserRow> {
  const passwordHash = await unusablePasswordHash();
  const claimed = await ctx.db
    .updateTable('users')
    .set({ password_hash: passwordHash, email_verified: true, session_generation: sql<number>`session_generation + 1`, updated_at: new Date() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await endSessions(ctx.auth.db, ctx.auth.sessionEnds, claimed.id, claimed.session_generation);
  ctx.auth.logger.info({ userId: claimed.id }, 'unverified account claimed through Google sign-in; password and sessions ended');
  return claimed;
}
