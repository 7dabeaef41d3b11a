import { isUniqueViolation } from '@haat/server-kit';
import type { Role } from '@haat/contracts';
import type { Kysely } from 'kysely';
import { insertUser } from '../users/user-repository.ts';
import type { IdentityDatabase, UserRow } from '../users/user.table.ts';
import { hashPassword } from './passwords.ts';
import { refuseCommonPassword } from '../accounts/password/common-passwords.ts';

export const EMAIL_TAKEN_TEXT = 'This email is already registered. Please use a different email or login.';

type NewAccount = { name: string; email: string; password: string; role: Role; phone?: string | undefined; currentCity?: string | undefined };

/**
 * A new account with its password hashed (sign-up and the admin's create-user); a common password
 * is refused first. The unique index
 * decides a taken e-mail, so two racing sign-ups with one address cannot both win; each caller says
 * in its own words that it is taken.
 */
export async function createAccount(db: Kysely<IdentityDatabase>, account: NewAccount, emailTaken: () => Error): Promise<UserRow> {
  refuseCommonPassword(account.password);
  const passwordHash = await hashPassword(account.password);
  return insertUser(db, {
    name: account.name,
    email: account.email,
    password_hash: passwordHash,
    role: account.role,
    phone: account.phone ?? null,
    current_city: account.currentCity || null,
    avatar: null,
    ban_reason: null,
    phone_verified_at: null,
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  });
}
