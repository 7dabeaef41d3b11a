import { badRequest, isUniqueViolation } from '@haat/server-kit';
import type { Role } from '@haat/contracts';
import type { Kysely } from 'kysely';
import { insertUser } from '../users/user-repository.ts';
import { PHONE_TAKEN_TEXT } from '../users/sign-in-phone.ts';
import type { IdentityDatabase, UserRow } from '../users/user.table.ts';
import { hashPassword } from './passwords.ts';
import { refuseCommonPassword } from '../accounts/password/common-passwords.ts';
import { refuseEmailInPassword } from '../accounts/password/email-in-password.ts';

export const EMAIL_TAKEN_TEXT = 'This email is already registered. Please use a different email or login.';

/** `email` null: a delivery partner's invitation sign-up without one (the phone then signs in). */
type NewAccount = { name: string; email: string | null; password: string; role: Role; phone?: string | undefined; currentCity?: string | undefined; language?: string | undefined };

/**
 * A new account with its password hashed (sign-up and the admin's create-user); a common password,
 * or one holding the e-mail, is refused first. The unique index
 * decides a taken e-mail, so two racing sign-ups with one address cannot both win; each caller says
 * in its own words that it is taken.
 */
export async function createAccount(db: Kysely<IdentityDatabase>, account: NewAccount, emailTaken: () => Error): Promise<UserRow> {
  refuseCommonPassword(account.password);
  refuseEmailInPassword(account.password, account.email);
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
    language: account.language ?? null,
  }).catch((err: unknown) => {
    if (isUniqueViolation(err, 'users_phone_without_email')) throw badRequest(PHONE_TAKEN_TEXT);
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  });
}
