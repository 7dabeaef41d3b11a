import type { Kysely, Transaction } from 'kysely';
import type { IdentityDatabase } from '../../users/user.table.ts';
import type { AddressRow, AddressUpdate, NewAddress } from './address.table.ts';

type Db = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

/** The user's address book, default first, then the most recently changed. */
export async function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId)
    .orderBy('is_default', 'desc').orderBy('updated_at', 'desc').orderBy('id')
    .execute();
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const { count } = await db.selectFrom('addresses').select((eb) => eb.fn.countAll<string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertAddress(db: Db, address: NewAddress): Promise<AddressRow> {
  return db.insertInto('addresses').values(address).returningAll().executeTakeFirstOrThrow();
}

/** Updates one address of `userId`; undefined when the id is not one of theirs. */
export async function updateOwnAddress(db: Db, userId: string, id: string, changes: AddressUpdate): Promise<AddressRow | undefined> {
  return db.updateTable('addresses').set({ ...changes, updated_at: new Date() })
    .where('id', '=', id).where('user_id', '=', userId)
    .returningAll().executeTakeFirst();
}

export async function deleteOwnAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  return db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

/** Clears the default flag of the user's other addresses (before another becomes the default). */
export async function clearDefaultAddress(db: Db, userId: string, exceptId?: string): Promise<void> {
  let query = db.updateTable('addresses').set({ is_default: false }).where('user_id', '=', userId).where('is_default', '=', true);
  if (exceptId) query = query.where('id', '<>', exceptId);
  await query.execute();
}

/** Makes the most recently changed address the default, when the user has any and none is. */
export async function promoteNewestAddress(db: Db, userId: string): Promise<void> {
  const hasDefault = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).where('is_default', '=', true).executeTakeFirst();
  if (hasDefault) return;
  const newest = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id').limit(1).executeTakeFirst();
  if (newest) await db.updateTable('addresses').set({ is_default: true }).where('id', '=', newest.id).execute();
}
