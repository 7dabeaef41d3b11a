import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '@haat/server-kit';
import { unmigratedOrderDb } from './helpers.ts';
import { migrations } from '../src/migrations/index.ts';
import { SCHEMA } from '../src/service.ts';
import type { OrderDatabase } from '../src/database.ts';

const ITEM_CANCELLED_BY = '2026-12-07-01-item-cancelled-by';

/** Migration 2026-12-07-01: lines cancelled before `cancelled_by` was kept get the side their order's history points to. */
describe('item cancelled-by migration', () => {
  let db: Kysely<OrderDatabase>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await unmigratedOrderDb());
  });
  afterAll(() => cleanup());

  /** An order as the service wrote it before the migration: its lines (cancelled or not) and its status history. */
  async function oldOrder(status: 'Processing' | 'Cancelled', partial: boolean, lines: boolean[], history: [string, string][]): Promise<string[]> {
    const id = randomUUID();
    await sql`
      INSERT INTO orders (id, user_id, store_id, store_owner_id, store_snapshot, status, payment_method, shipping_fee_paise, items_price_paise,
        total_price_paise, partial_cancellation, shipping_address, return_request, reservation_id)
      VALUES (${id}, ${randomUUID()}, ${randomUUID()}, ${randomUUID()}, '{}'::jsonb, ${status}, 'Cash on Delivery', 0, 0, 0, ${partial},
        '{}'::jsonb, '{}'::jsonb, ${randomUUID()})`.execute(db);
    const ids: string[] = [];
    for (const [i, cancelled] of lines.entries()) {
      const line = randomUUID();
      ids.push(line);
      await sql`INSERT INTO order_items (id, order_id, line_no, product_id, name, unit_price_paise, quantity, cancelled)
        VALUES (${line}, ${id}, ${i + 1}, ${randomUUID()}, 'Tata Salt 1 kg', 2800, 1, ${cancelled})`.execute(db);
    }
    for (const [changed, by] of history) {
      await sql`INSERT INTO order_status_changes (order_id, status, changed_at, changed_by) VALUES (${id}, ${changed}, now(), ${by})`.execute(db);
    }
    return ids;
  }

  const cancelledBy = async (ids: string[]) =>
    (await db.selectFrom('order_items').select(['id', 'cancelled_by']).where('id', 'in', ids).orderBy('line_no').execute()).map((row) => row.cancelled_by);

  it("gives a whole order the buyer cancelled to the buyer, every other cancelled line to the store, and open lines to no one", async () => {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < ITEM_CANCELLED_BY));
    await migrateToLatest(db as Kysely<unknown>, SCHEMA, before);
    const buyerCancelled = await oldOrder('Cancelled', false, [true, true], [['Processing', 'buyer'], ['Cancelled', 'buyer']]);
    const storeCancelled = await oldOrder('Cancelled', false, [true], [['Processing', 'buyer'], ['Cancelled', 'seller']]);
    const partlyByStore = await oldOrder('Processing', true, [false, true], [['Processing', 'buyer']]);
    // Some lines went earlier (by whom is not known), the buyer cancelled the rest: the store's, as before.
    const mixed = await oldOrder('Cancelled', true, [true, true], [['Processing', 'buyer'], ['Cancelled', 'buyer']]);

    await migrateToLatest(db as Kysely<unknown>, SCHEMA, migrations);
    expect(await cancelledBy(buyerCancelled)).toEqual(['buyer', 'buyer']);
    expect(await cancelledBy(storeCancelled)).toEqual(['store']);
    expect(await cancelledBy(partlyByStore)).toEqual([null, 'store']);
    expect(await cancelledBy(mixed)).toEqual(['store', 'store']);
    // An open line has no canceller, and a canceller is one of the two sides.
    await expect(sql`UPDATE order_items SET cancelled_by = 'buyer' WHERE id = ${partlyByStore[0]}`.execute(db)).rejects.toThrow(/order_items_cancelled_by_known/);
    await expect(sql`UPDATE order_items SET cancelled_by = 'rider' WHERE id = ${partlyByStore[1]}`.execute(db)).rejects.toThrow(/order_items_cancelled_by_known/);
  });
});
