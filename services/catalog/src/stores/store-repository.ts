import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { StoreSort } from '@haat/contracts';
import type { CatalogDatabase, CatalogDb } from '../database.ts';
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

export type StoreFilter = {
  city?: string | undefined;
  search?: string | undefined;
  ownerId?: string | undefined;
  /** Only stores on the marketplace (what the public sees). */
  activeOnly: boolean;
  /** The store's own category or one of its categories, any case. */
  category?: string | undefined;
  /** Only stores that deliver to this pincode (deliversToPincode). */
  deliversTo?: string | undefined;
  /** Only these stores (the ones open right now, see open-now.ts). */
  ids?: string[] | undefined;
};

export type StoreOrder = {
  sort?: StoreSort;
  /** The buyer's position: `nearest` sorts by it, and each row gets its distance. */
  near?: { lat: number; lng: number } | undefined;
  /** Each row says whether the store delivers to it. */
  pincode?: string | undefined;
  limit: number;
  offset?: number;
};

/** The text the list's search matches as typed; the same expression as the stores_search_trgm index. */
const searchable = sql<string>`(name || ' ' || category || ' ' || description)`;
/** The same text folded as search words are (search_normalize), kept by Postgres; the stores_search_words index. */
const foldedSearchable = sql<string>`search_text`;
/** A search's words (letters and digits), as many as a search reads. */
const searchWords = (search: string) => search.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean).slice(0, 8);

/**
 * A store matches a search by the text as typed anywhere in its name, category or description, or
 * word by word, each word as typed, with its spelling folded, by a synonym or, for a word the search
 * does not know, with a typo forgiven (kiranna, krana → Kirana; migration 2026-12-07-35).
 */
function matchesSearch(eb: ExpressionBuilder<CatalogDatabase, 'stores'>, search: string): Expression<SqlBool> {
  const asTyped = eb(searchable, 'ilike', likeContains(search));
  const words = searchWords(search);
  if (words.length === 0) return asTyped;
  // A subquery, so each word's pattern is worked out once per statement, not once per store read.
  return eb.or([asTyped, eb.and(words.map((word) => eb(foldedSearchable, '~', sql<string>`(SELECT search_word_pattern(${word}))`)))]);
}

/**
 * Whether the store delivers to the pincode, by the rule the store page and the checkout use
 * (contracts' deliveryEligibility): only a store delivering by pincode and not to its entire city
 * needs the pincode on its list.
 */
const deliversToPincode = (pincode: string) => sql<boolean>`(
  NOT (coalesce((delivery_options->>'pincodeBasedDelivery')::boolean, false) AND NOT coalesce((delivery_options->>'entireCityDelivery')::boolean, true))
  OR coalesce(delivery_options->'serviceablePincodes', '[]'::jsonb) @> jsonb_build_array(${pincode}::text))`;

const hasCategory = (name: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM jsonb_array_elements_text(categories) AS c(name) WHERE lower(c.name) = lower(${name}::text))`;

function storeConditions(eb: ExpressionBuilder<CatalogDatabase, 'stores'>, { city, search, ownerId, activeOnly, category, deliversTo, ids }: StoreFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (ownerId) conditions.push(eb('owner_id', '=', ownerId));
  if (activeOnly) conditions.push(eb('is_active', '=', true));
  if (city) conditions.push(eb(sql<string>`lower(city)`, '=', city.toLowerCase()));
  if (search) conditions.push(matchesSearch(eb, search));
  if (category) conditions.push(eb.or([eb(sql<string>`lower(category)`, '=', category.toLowerCase()), hasCategory(category)]));
  if (deliversTo) conditions.push(deliversToPincode(deliversTo));
  if (ids) conditions.push(ids.length > 0 ? eb('id', 'in', ids) : sql<boolean>`false`);
  return eb.and(conditions);
}

export type ListedStoreRow = StoreRow & { distance: number | null; delivers_to_pincode: boolean | null };

/**
 * Stores in the asked order, each order ending on the id so pages never repeat or skip a store:
 * recommended (open first, then rating and name), nearest (stores without coordinates last),
 * rating (stores without reviews after every reviewed one), newest.
 */
export async function listStores(db: CatalogDb, filter: StoreFilter & StoreOrder): Promise<ListedStoreRow[]> {
  const { sort = 'recommended', near, pincode, limit, offset = 0 } = filter;
  // The nearby query's haversine distance (the radius only matters to its `near` filter, unused here);
  // null without coordinates (the formula's least() would skip the null and give half the globe).
  const distance = near ? sql<number | null>`CASE WHEN latitude IS NULL THEN NULL ELSE ${withinKm(near.lat, near.lng, 0).distance} END` : sql<number | null>`NULL::float8`;
  let query = db.selectFrom('stores').selectAll()
    .select([distance.as('distance'), (pincode ? deliversToPincode(pincode) : sql<boolean | null>`NULL::boolean`).as('delivers_to_pincode')])
    .where((eb) => storeConditions(eb, filter));
  if (sort === 'nearest') query = query.orderBy(sql`latitude IS NULL`).orderBy('distance');
  else if (sort === 'rating') query = query.orderBy(sql`review_count > 0`, 'desc').orderBy('rating', 'desc').orderBy('review_count', 'desc');
  else if (sort === 'newest') query = query.orderBy('created_at', 'desc');
  else query = query.orderBy('is_open', 'desc').orderBy('rating', 'desc').orderBy('name');
  return query.orderBy('id').limit(limit).offset(offset).execute() as Promise<ListedStoreRow[]>;
}

/** How many stores the filter finds (the list's totalCount). */
export async function countStores(db: CatalogDb, filter: StoreFilter): Promise<number> {
  const row = await db.selectFrom('stores').select((eb) => eb.fn.countAll<string>().as('count')).where((eb) => storeConditions(eb, filter)).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The stores the filter finds whose seller has them open, with their hours (open-now.ts reads those). */
export async function switchedOnStores(db: CatalogDb, filter: StoreFilter): Promise<Pick<StoreRow, 'id' | 'business_hours' | 'is_active'>[]> {
  return db.selectFrom('stores').select(['id', 'business_hours', 'is_active']).where((eb) => storeConditions(eb, filter)).where('is_open', '=', true).execute();
}

/**
 * The categories of a city's live stores (their own category and their categories list, one name
 * in any case: the most used spelling) with how many stores carry each, most carried first.
 */
export async function storeCategoryCounts(db: CatalogDb, city: string | undefined): Promise<{ name: string; count: number }[]> {
  const cityOnly = city ? sql`AND lower(s.city) = ${city.toLowerCase()}` : sql``;
  const { rows } = await sql<{ name: string; count: string }>`
    WITH named AS (
      SELECT s.id, trim(s.category) AS name FROM stores s WHERE s.is_active ${cityOnly}
      UNION
      SELECT s.id, trim(c.name) FROM stores s, jsonb_array_elements_text(s.categories) AS c(name) WHERE s.is_active ${cityOnly}
    )
    SELECT mode() WITHIN GROUP (ORDER BY name) AS name, count(DISTINCT id) AS count
    FROM named WHERE name <> '' GROUP BY lower(name) ORDER BY count DESC, lower(name)`.execute(db);
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
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

/**
 * Keeps the documents and note of the owner's next verification request (the draft) while none is
 * pending and the store is not verified; undefined otherwise. A rejected request's documents are
 * where the next draft starts. Nothing buyers see changes, so updated_at stays.
 */
export async function saveVerificationDraft(db: CatalogDb, ownerId: string, { documents, note }: { documents: string[]; note: string }): Promise<StoreRow | undefined> {
  return db.updateTable('stores')
    .set({ verification_documents: JSON.stringify(documents), verification_note: note })
    .where('owner_id', '=', ownerId)
    .where('verification_status', 'in', ['unverified', 'rejected'])
    .returningAll()
    .executeTakeFirst();
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
