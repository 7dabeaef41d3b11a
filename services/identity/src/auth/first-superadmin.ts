import type { Kysely } from 'kysely';
import { badRequest, conflict, isUniqueViolation, lockForTransaction } from '@haat/server-kit';
import { insertUser, superadminExists } from '../users/user-repository.ts';
import type { IdentityDatabase, NewUser, UserRow } from '../users/user.table.ts';
import { EMAIL_TAKEN_TEXT } from './create-account.ts';

export const SUPERADMIN_EXISTS_TEXT = 'A superadmin account already exists';

/**
 * Inserts the superadmin only while none exists. A transaction-scoped advisory lock serialises
 * racing calls (check-then-insert would otherwise let two of them through), so exactly one wins.
 */
export async function createFirstSuperadmin(
  db: Kysely<IdentityDatabase>,
  user: Pick<NewUser, 'name' | 'email' | 'password_hash' | 'phone'>,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'identity.superadmin-setup');
    if (await superadminExists(trx)) throw conflict(SUPERADMIN_EXISTS_TEXT);
    return insertUser(trx, { ...user, role: 'superadmin', current_city: null, avatar: null, ban_reason: null, phone_verified_at: null })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw badRequest(EMAIL_TAKEN_TEXT);
        throw err;
      });
  });
}
