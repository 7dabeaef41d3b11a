import { sql } from 'kysely';
import { lockForTransaction } from '@haat/server-kit';
import type { PhoneOtpRow, VerificationDb } from '../verification.table.ts';

/** Serialises OTP work on one phone number (sends, checks, verification) across requests and instances. */
export async function lockPhone(trx: VerificationDb, phone: string): Promise<void> {
  await lockForTransaction(trx, `identity.phone:${phone}`);
}

type RecentSends = {
  /** Seconds since the last code to this user or this phone, or null when none in the last hour. */
  secondsSinceLast: number | null;
  sendsToPhoneLastHour: number;
  /** Seconds until the oldest of those sends leaves the one-hour window. */
  secondsUntilHourFrees: number;
};

/** Measured on the database clock, like the rows' timestamps. */
export async function recentSends(trx: VerificationDb, userId: string, phone: string): Promise<RecentSends> {
  const { rows } = await sql<{ since_last: number | null; phone_sends: number; frees_in: number | null }>`
    SELECT extract(epoch FROM now() - max(created_at))::float8 AS since_last,
           (count(*) FILTER (WHERE phone = ${phone}))::int AS phone_sends,
           extract(epoch FROM min(created_at) FILTER (WHERE phone = ${phone}) + interval '1 hour' - now())::float8 AS frees_in
      FROM phone_otps
     WHERE (user_id = ${userId} OR phone = ${phone}) AND created_at > now() - interval '1 hour'`.execute(trx);
  const row = rows[0];
  return { secondsSinceLast: row?.since_last ?? null, sendsToPhoneLastHour: row?.phone_sends ?? 0, secondsUntilHourFrees: Math.max(0, row?.frees_in ?? 0) };
}

/** A new code replaces the user's earlier open codes for the phone: only the newest one works. */
export async function insertOtp(trx: VerificationDb, otp: { id: string; userId: string; phone: string; codeHash: string; ttlSeconds: number }): Promise<void> {
  await trx.updateTable('phone_otps').set({ consumed_at: sql<Date>`now()` }).where('user_id', '=', otp.userId).where('phone', '=', otp.phone).where('consumed_at', 'is', null).execute();
  await trx
    .insertInto('phone_otps')
    .values({ id: otp.id, user_id: otp.userId, phone: otp.phone, code_hash: otp.codeHash, expires_at: sql<Date>`now() + make_interval(secs => ${otp.ttlSeconds})` })
    .execute();
}

/** The user's open, unexpired code for the phone, locked for the check. */
export async function openOtpForUpdate(trx: VerificationDb, userId: string, phone: string): Promise<PhoneOtpRow | undefined> {
  return trx
    .selectFrom('phone_otps')
    .selectAll()
    .where('user_id', '=', userId)
    .where('phone', '=', phone)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** A code waiting to be entered: where it went, until when it works, and the seconds until another may be sent. */
export type CodeSent = { phone: string; expiresAt: string; resendAfterSeconds: number };

/**
 * The user's newest code that can still be entered (not used, replaced, expired or locked by wrong
 * attempts), measured on the database clock; null when none. The phone screen continues from it
 * after a reload instead of asking for a new code inside the cooldown.
 */
export async function openCodeOf(db: VerificationDb, userId: string, { cooldownSeconds, maxAttempts }: { cooldownSeconds: number; maxAttempts: number }): Promise<CodeSent | null> {
  const row = await db
    .selectFrom('phone_otps')
    .select(['phone', 'expires_at', sql<number>`extract(epoch FROM now() - created_at)::float8`.as('age')])
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', maxAttempts)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { phone: row.phone, expiresAt: row.expires_at.toISOString(), resendAfterSeconds: Math.max(0, Math.ceil(cooldownSeconds - row.age)) };
}

export async function countFailedAttempt(trx: VerificationDb, id: string): Promise<void> {
  await trx.updateTable('phone_otps').set({ attempts: sql<number>`attempts + 1` }).where('id', '=', id).execute();
}

export async function consumeOtp(trx: VerificationDb, id: string): Promise<void> {
  await trx.updateTable('phone_otps').set({ consumed_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** The stored form of a code: bound to its row and phone, so a hash says nothing outside its row. */
export const otpMaterial = (id: string, phone: string, code: string) => `${id}|${phone}|${code}`;
