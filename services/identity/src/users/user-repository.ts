import type { Kysely, Transaction } from 'kysely';
import type { IdentityDatabase, NewUser, UserRow } from './user.table.ts';

type Db = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
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

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
