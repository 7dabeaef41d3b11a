import { sql, type Kysely, type Transaction } from 'kysely';
import type { Role } from '@haat/contracts';
import type { IdentityDatabase, NewUser, UserRow } from './user.table.ts';
import { refuseSignInPhoneChange } from './sign-in-phone.ts';

type Db = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The account without an e-mail that signs in with this phone (+91XXXXXXXXXX); one at most (a unique index). */
export async function findUserByPhoneWithoutEmail(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).where('email', 'is', null).executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a user; a taken e-mail surfaces as Postgres' unique violation (see `isUniqueViolation`). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** Inserts users whose id or e-mail is not taken yet; returns how many were new. */
export async function insertUsersIfAbsent(db: Db, users: NewUser[]): Promise<number> {
  if (users.length === 0) return 0;
  const inserted = await db.insertInto('users').values(users).onConflict((oc) => oc.doNothing()).returning('id').execute();
  return inserted.length;
}

export async function hasAnyUser(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function superadminExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('role', '=', 'superadmin').limit(1).executeTakeFirst()) !== undefined;
}

/** What profile and admin edits may change; `undefined` leaves a field as it is. */
type UserChanges = {
  name?: string;
  phone?: string | null;
  avatar?: string | null;
  current_city?: string | null;
  language?: string | null;
  role?: Role;
  is_banned?: boolean;
  ban_reason?: string | null;
};

/**
 * Applies `changes` in one statement. A phone number that really changes loses its verification
 * (the SET expressions see the row's old values, so there is no read-then-write race).
 */
export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<UserRow | undefined> {
  return setUser(db, id, changes).catch(refuseSignInPhoneChange);
}

async function setUser(db: Db, id: string, changes: UserChanges): Promise<UserRow | undefined> {
  let query = db.updateTable('users').set({ ...changes, updated_at: new Date() });
  if (changes.phone !== undefined) {
    const unchanged = sql<boolean>`phone IS NOT DISTINCT FROM ${changes.phone}::text`;
    query = query.set({
      phone_verified: sql<boolean>`CASE WHEN ${unchanged} THEN phone_verified ELSE false END`,
      phone_verified_at: sql<Date | null>`CASE WHEN ${unchanged} THEN phone_verified_at ELSE NULL END`,
    });
  }
  return query.where('id', '=', id).returningAll().executeTakeFirst();
}

/** Stores a new password hash and moves the session generation on, so older tokens can be ended. */
export async function replacePassword(db: Db, id: string, passwordHash: string): Promise<UserRow | undefined> {
  return db.updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, session_generation: eb('session_generation', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Moves the session generation on (a role change: tokens carry the role). */
export async function nextSessionGeneration(db: Db, id: string): Promise<number | undefined> {
  const row = await db.updateTable('users')
    .set((eb) => ({ session_generation: eb('session_generation', '+', 1) }))
    .where('id', '=', id)
    .returning('session_generation')
    .executeTakeFirst();
  return row?.session_generation;
}

/** Deletes an account (its addresses go with it); returns the deleted row. */
export async function deleteUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db.deleteFrom('users').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Locks the account's row for the rest of the transaction; false when it does not exist. */
export async function lockUser(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined;
}

