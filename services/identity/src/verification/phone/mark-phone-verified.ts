import { sql } from 'kysely';
import { conflict, notFound } from '@haat/server-kit';
import type { VerificationDb } from '../verification.table.ts';
import { lockPhone } from './phone-otps.ts';

export const PHONE_TAKEN_TEXT = 'This phone number is already verified on another account';

/** Whether another account already holds this number as verified (store bans key on phone numbers). */
export async function phoneVerifiedElsewhere(db: VerificationDb, phone: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).where('phone_verified', '=', true).where('id', '<>', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export type PhoneStatus = { phone: string; phoneVerified: true; phoneVerifiedAt: string };

/**
 * Makes `phone` the user's verified number (it replaces an earlier number: the user proved this one).
 * Call inside a transaction; a number verified on another account gives 409 and changes nothing.
 */
export async function markPhoneVerified(trx: VerificationDb, userId: string, phone: string): Promise<PhoneStatus> {
  await lockPhone(trx, phone);
  if (await phoneVerifiedElsewhere(trx, phone, userId)) throw conflict(PHONE_TAKEN_TEXT);
  const row = await trx
    .updateTable('users')
    .set({ phone, phone_verified: true, phone_verified_at: sql<Date>`now()`, updated_at: new Date() })
    .where('id', '=', userId)
    .returning(['phone_verified_at'])
    .executeTakeFirst();
  if (!row) throw notFound('User not found', 'This account no longer exists.');
  return { phone, phoneVerified: true, phoneVerifiedAt: (row.phone_verified_at ?? new Date()).toISOString() };
}
