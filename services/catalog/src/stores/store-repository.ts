import { sql } from 'kysely';
import type { CatalogDb } from '../database.ts';
import { likeContains } from '../http/postgres-errors.ts';
import { withinKm } from '../locations/geo.ts';
import type { NewStoreRow, StoreChanges, StoreRow } from './stores.table.ts';

export async function insertStore(db: CatalogDb, row: NewStoreRow): Promise<StoreRow> {
  return db.insertInto('stores').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findStoreById(db: CatalogDb, id: string): Promise<StoreRow | undefined> {
  return db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findStoreBySlug(db: CatalogDb, slug: string): Promise<StoreRow | undefined> {
  return db.selectFrom('stores').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findStoreOfOwner(db: CatalogDb, ownerId: string): Promise<StoreRow | undefined> {
  return db.selectFrom('stores').selectAll().where('owner_id', '=', ownerId).executeTakeFirst();
}

export async function findStoreIdOfOwner(db: CatalogDb, ownerId: string): Promise<string | undefined> {
  const row = await db.selectFrom('stores').select('id').where('owner_id', '=', ownerId).executeTakeFirst();
  return row?.id;
}

type StoreFilter = {
  city?: string | undefined;
  search?: string | undefined;
  ownerId?: string | undefined;
  /** Only stores on the marketplace (what the public sees). */
  activeOnly: boolean;
  limit: number;
  offset?: number;
};

/** The text the list's search matches; the same expression as the stores_search_trgm index. */
const searchable = sql<string>`(name || ' ' || category || ' ' || description)`;

/** Stores, open ones first, then by rating and name. */
export async function listStores(db: CatalogDb, { city, search, ownerId, activeOnly, limit, offset = 0 }: StoreFilter): Promise<StoreRow[]> {
  let query = db.selectFrom('stores').selectAll();
  if (ownerId) query = query.where('owner_id', '=', ownerId);
  if (activeOnly) query = query.where('is_active', '=', true);
  if (city) query = query.where(sql<string>`lower(city)`, '=', city.toLowerCase());
  if (search) query = query.where(searchable, 'ilike', likeContains(search));
  return query.orderBy('is_open', 'desc').orderBy('rating', 'desc').orderBy('name').orderBy('id').limit(limit).offset(offset).execute();
}

/** Active stores within `radius` km of the point, nearest first: a bounding box on the position index, then haversine. */
export async function nearbyStores(db: CatalogDb, { lat, lng, radius, limit }: { lat: number; lng: number; radius: number; limit: number }): Promise<(StoreRow & { distance: number })[]> {
  const { distance, near } = withinKm(lat, lng, radius);
  return db.selectFrom('stores').selectAll().select(distance.as('distance'))
    .where('is_active', '=', true)
    .where(near)
    .orderBy('distance').orderBy('id')
    .limit(limit)
    .execute() as Promise<(StoreRow & { distance: number })[]>;
}

export async function updateStore(db: CatalogDb, id: string, changes: StoreChanges): Promise<StoreRow | undefined> {
  return db.updateTable('stores').set({ ...changes, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Flips the seller's open/closed switch in one statement, so two toggles never cancel into one. */
export async function toggleStoreOpen(db: CatalogDb, id: string): Promise<StoreRow | undefined> {
  return db.updateTable('stores').set((eb) => ({ is_open: eb.not(eb.ref('is_open')), updated_at: new Date() })).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes the store and (by cascade) its products. */
export async function deleteStore(db: CatalogDb, id: string): Promise<boolean> {
  const result = await db.deleteFrom('stores').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

const hasCategory = (name: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM jsonb_array_elements_text(categories) AS c(name) WHERE lower(c.name) = lower(${name}::text))`;

/**
 * Appends a category unless one with the same name in any case exists or the list is full, in one
 * statement (a concurrent add of the same name waits for the row and then sees it). Undefined when
 * nothing changed; the caller finds out why.
 */
export async function addStoreCategory(db: CatalogDb, id: string, name: string, max: number): Promise<string[] | undefined> {
  const row = await db.updateTable('stores')
    .set({ categories: sql<string>`categories || jsonb_build_array(${name}::text)`, updated_at: new Date() })
    .where('id', '=', id)
    .where(sql<boolean>`NOT ${hasCategory(name)}`)
    .where(sql<number>`jsonb_array_length(categories)`, '<', max)
    .returning('categories')
    .executeTakeFirst();
  return row?.categories;
}

/** Removes the category of that name (any case), keeping the others in order; undefined when it is not there. */
export async function removeStoreCategory(db: CatalogDb, id: string, name: string): Promise<string[] | undefined> {
  const remaining = sql<string>`(
    SELECT coalesce(jsonb_agg(c.value ORDER BY c.position), '[]'::jsonb)
    FROM jsonb_array_elements(categories) WITH ORDINALITY AS c(value, position)
    WHERE lower(c.value #>> '{}') <> lower(${name}::text))`;
  const row = await db.updateTable('stores')
    .set({ categories: remaining, updated_at: new Date() })
    .where('id', '=', id)
    .where(hasCategory(name))
    .returning('categories')
    .executeTakeFirst();
  return row?.categories;
}

/** Records a verification request for the owner's store if none is pending and it is not verified yet (a rejection's decision is forgotten). */
export async function requestVerification(db: CatalogDb, ownerId: string, { documents, note }: { documents: string[]; note: string }): Promise<StoreRow | undefined> {
  const now = new Date();
  return db.updateTable('stores')
    .set({ verification_status: 'pending', verification_requested_at: now, verification_documents: JSON.stringify(documents), verification_note: note, verification_rejection_reason: '', verification_decided_at: null, verification_decided_by_id: null, verification_decided_by_name: '', updated_at: now })
    .where('owner_id', '=', ownerId)
    .where('verification_status', 'in', ['unverified', 'rejected'])
    .returningAll()
    .executeTakeFirst();
}
