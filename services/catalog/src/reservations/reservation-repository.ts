import { executePrepared } from '@haat/server-kit';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { ReserveStockReply } from '@haat/contracts';
import type { CatalogDatabase, CatalogDb } from '../database.ts';
import { cityKey, statesOfCityKey } from '../cities/city-repository.ts';
import type { StoreRow } from '../stores/index.ts';
import type { StockLine } from './stock-repository.ts';
import type { ReservationRow, ReservationsTable, ReservationState } from './reservations.table.ts';

/** The store's columns a checkout reads: whether it takes orders now, and what the reply snapshots. */
const RESERVING_STORE_COLUMNS = [
  'id', 'owner_id', 'name', 'image', 'address', 'city', 'is_open', 'is_active', 'business_hours',
  'payment_options', 'upi_id', 'delivery_options', 'gstin',
] as const satisfies readonly (keyof StoreRow)[];
export type ReservingStore = Pick<StoreRow, (typeof RESERVING_STORE_COLUMNS)[number]>;

type OpenedReservation = {
  /** False when the id existed (a repeat, or a tombstone): nothing was written. */
  fresh: boolean;
  store: ReservingStore | undefined;
  storeCityStates: string[];
  buyerCityStates: string[];
};

/**
 * A checkout's first statement: inserts the reservation unless its id exists, and reads the store
 * with the states of its city and of the buyer's (the GST invoice's places), in one round trip.
 */
export async function openReservation(trx: CatalogDb, { id, storeId, expiresAt, buyerCity }: {
  id: string;
  storeId: string;
  expiresAt: Date;
  buyerCity: string | undefined;
}): Promise<OpenedReservation> {
  const rows = await executePrepared(trx, sql<ReservingStore & { fresh: boolean; found: boolean; store_city_states: string[]; buyer_city_states: string[] }>`
    WITH fresh AS (
      INSERT INTO reservations (id, store_id, state, expires_at) VALUES (${id}, ${storeId}, 'reserved', ${expiresAt})
      ON CONFLICT (id) DO NOTHING
      RETURNING id)
    SELECT EXISTS (SELECT FROM fresh) AS fresh, s.id IS NOT NULL AS found,
           ${sql.join(RESERVING_STORE_COLUMNS.map((column) => sql.ref(`s.${column}`)))},
           ${statesOfCityKey(sql<string>`lower(btrim(s.city))`)} AS store_city_states,
           ${statesOfCityKey(cityKey(buyerCity ?? ''))} AS buyer_city_states
      FROM (VALUES (${storeId}::uuid)) AS wanted (id)
      LEFT JOIN stores s ON s.id = wanted.id`);
  const { fresh, found, store_city_states: storeCityStates, buyer_city_states: buyerCityStates, ...store } = rows[0]!;
  return { fresh, store: found ? store : undefined, storeCityStates, buyerCityStates };
}

/** Inserts the reservation unless its id exists; false when it did (a repeat, or a tombstone). */
export async function insertReservationOnce(db: CatalogDb, row: Insertable<ReservationsTable>): Promise<boolean> {
  const inserted = await db.insertInto('reservations').values(row).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

/** The reservation, locked until the transaction ends. */
export async function lockReservation(db: CatalogDb, id: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findReservation(db: CatalogDb, id: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Confirms the reservations among `ids` that are still 'reserved' in one statement, run on the pool
 * (its own transaction): `set_config(…, true)` is that transaction's SET LOCAL, so its commit does
 * not wait for the disk. Also returns, per id, the state the statement's snapshot saw, which answers
 * for the row when nothing was updated. The rows are locked in id order, as every batch locks them,
 * so two batches cannot deadlock.
 */
export async function confirmReservedUnsynced(db: Kysely<CatalogDatabase>, ids: readonly string[]): Promise<{ id: string; confirmed: boolean; seen: ReservationState | null }[]> {
  return executePrepared(db, sql<{ id: string; confirmed: boolean; seen: ReservationState | null }>`
    WITH wanted AS (SELECT DISTINCT unnest(${ids}::uuid[]) AS id),
      locked AS MATERIALIZED (
        SELECT r.id FROM reservations r JOIN wanted w USING (id) WHERE r.state = 'reserved' ORDER BY r.id FOR UPDATE OF r),
      confirmed AS (
        UPDATE reservations r SET state = 'confirmed', updated_at = now() FROM locked l WHERE r.id = l.id AND r.state = 'reserved'
        RETURNING r.id)
    SELECT w.id, EXISTS (SELECT FROM confirmed c WHERE c.id = w.id) AS confirmed,
           (SELECT state FROM reservations r WHERE r.id = w.id) AS seen,
           set_config('synchronous_commit', 'off', true) AS synchronous_commit
      FROM wanted w`);
}

export async function setReservationState(db: CatalogDb, id: string, state: ReservationState): Promise<void> {
  await db.updateTable('reservations').set({ state, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** A checkout's last statement: its priced lines (numbered from 1, in order) and the reply a repeat gets again. */
export async function recordReservedLines(trx: CatalogDb, reservationId: string, lines: (StockLine & { unitPricePaise: number })[], reply: Extract<ReserveStockReply, { ok: true }>): Promise<void> {
  await executePrepared(trx, sql`
    WITH lines AS (
      INSERT INTO reservation_lines (reservation_id, line_no, product_id, variant, quantity, unit_price_paise)
      SELECT ${reservationId}::uuid, l.line_no, l.product_id, l.variant, l.quantity, l.unit_price_paise
        FROM unnest(${lines.map((line) => line.productId)}::uuid[], ${lines.map((line) => line.variant)}::text[],
                    ${lines.map((line) => line.quantity)}::int[], ${lines.map((line) => line.unitPricePaise)}::int[])
             WITH ORDINALITY AS l (product_id, variant, quantity, unit_price_paise, line_no))
    UPDATE reservations SET reply = ${JSON.stringify(reply)}::jsonb WHERE id = ${reservationId}`);
}

/**
 * Names the buyer's UPI payment screenshot on the reservation, if `key` is a payment screenshot the
 * buyer uploaded; false (nothing kept) when it is not.
 */
export async function recordPaymentScreenshot(trx: CatalogDb, reservationId: string, { key, buyerId }: { key: string; buyerId: string }): Promise<boolean> {
  const result = await sql`
    UPDATE reservations SET payment_screenshot_key = ${key}
     WHERE id = ${reservationId}
       AND EXISTS (SELECT 1 FROM images WHERE key = ${key} AND preset = 'payment' AND uploaded_by = ${buyerId}::uuid)`.execute(trx);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Whether `userId` owns the store of a reservation, not released, that names the payment screenshot `key`. */
export async function sellerOfPaymentScreenshot(db: CatalogDb, { key, userId }: { key: string; userId: string }): Promise<boolean> {
  const row = await db.selectFrom('reservations')
    .innerJoin('stores', 'stores.id', 'reservations.store_id')
    .select('reservations.id')
    .where('reservations.payment_screenshot_key', '=', key)
    .where('reservations.state', '<>', 'released')
    .where('stores.owner_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function reservationLines(db: CatalogDb, reservationId: string): Promise<StockLine[]> {
  const rows = await db
    .selectFrom('reservation_lines')
    .select(['product_id', 'variant', 'quantity'])
    .where('reservation_id', '=', reservationId)
    .orderBy('product_id')
    .orderBy('variant')
    .execute();
  return rows.map((row) => ({ productId: row.product_id, variant: row.variant, quantity: row.quantity }));
}

/** Reservations still held after their expiry, oldest first: what the expiry sweep settles. */
export async function overdueReservationIds(db: CatalogDb, { limit }: { limit: number }): Promise<string[]> {
  const rows = await db
    .selectFrom('reservations')
    .select('id')
    .where('state', '=', 'reserved')
    .where('expires_at', '<', sql<Date>`now()`)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
