import { sql } from 'kysely';
import type { CatalogDb } from '../database.ts';
import { likeContains } from '../http/postgres-errors.ts';
import type { NewStoreRow, StoreRow } from './stores.table.ts';

export async function insertStore(db: CatalogDb, row: NewStoreRow): Promise<StoreRow> {
  return db.insertInto('stores').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findStoreById(db: CatalogDb, id: string): Promise<StoreRow | undefined> {
  return db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findStoreIdOfOwner(db: CatalogDb, ownerId: string): Promise<string | undefined> {
  const row = await db.selectFrom('stores').select('id').where('owner_id', '=', ownerId).executeTakeFirst();
  return row?.id;
}

export type StoreFilter = { city?: string | undefined; search?: string | undefined; ownerId?: string | undefined; limit: number };

/** Live stores (or every store of one owner), open ones first, then by rating and name. */
export async function listStores(db: CatalogDb, { city, search, ownerId, limit }: StoreFilter): Promise<StoreRow[]> {
  let query = db.selectFrom('stores').selectAll();
  query = ownerId ? query.where('owner_id', '=', ownerId) : query.where('is_active', '=', true);
  if (city) query = query.where(sql<string>`lower(city)`, '=', city.toLowerCase());
  if (search) {
    const pattern = likeContains(search);
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('category', 'ilike', pattern), eb('description', 'ilike', pattern)]));
  }
  return query.orderBy('is_open', 'desc').orderBy('rating', 'desc').orderBy('name').orderBy('id').limit(limit).execute();
}

export async function countStores(db: CatalogDb): Promise<number> {
  const row = await db.selectFrom('stores').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
