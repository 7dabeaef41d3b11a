import { sql, type Insertable } from 'kysely';
import type { CatalogDb } from '../database.ts';
import type { StockLine } from './stock-repository.ts';
import type { ReservationRow, ReservationsTable, ReservationState } from './reservations.table.ts';

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

export async function setReservationState(db: CatalogDb, id: string, state: ReservationState): Promise<void> {
  await db.updateTable('reservations').set({ state, updated_at: sql`now()` }).where('id', '=', id).execute();
}

export async function insertReservationLines(db: CatalogDb, reservationId: string, lines: (StockLine & { unitPricePaise: number })[]): Promise<void> {
  await db
    .insertInto('reservation_lines')
    .values(lines.map((line, i) => ({
      reservation_id: reservationId,
      line_no: i + 1,
      product_id: line.productId,
      variant: line.variant,
      quantity: line.quantity,
      unit_price_paise: line.unitPricePaise,
    })))
    .execute();
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

/** Reservations still held after their expiry (plus a grace period): the sweep's safety net for lost expiry jobs. */
export async function overdueReservationIds(db: CatalogDb, { graceSeconds, limit }: { graceSeconds: number; limit: number }): Promise<string[]> {
  const rows = await db
    .selectFrom('reservations')
    .select('id')
    .where('state', '=', 'reserved')
    .where('expires_at', '<', sql<Date>`now() - make_interval(secs => ${graceSeconds})`)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
