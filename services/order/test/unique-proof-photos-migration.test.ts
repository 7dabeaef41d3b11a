import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '@haat/server-kit';
import { unmigratedOrderDb } from './helpers.ts';
import { migrations } from '../src/migrations/index.ts';
import { SCHEMA } from '../src/service.ts';
import type { OrderDatabase } from '../src/database.ts';

const UNIQUE_PROOF_PHOTOS = '2026-12-07-36-unique-proof-photos';
/** Noon in India on a day of December 2026. */
const day = (n: number) => new Date(Date.UTC(2026, 11, n, 6, 30));

/** Migration 2026-12-07-36: one photo proves one delivery; where one already proved several, the first keeps it. */
describe('unique proof photos migration', () => {
  let db: Kysely<OrderDatabase>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await unmigratedOrderDb());
  });
  afterAll(() => cleanup());

  /** A delivered order as the service wrote it before the migration, proven by `photo` (or a code: null) at `deliveredAt`. */
  async function oldDelivery(photo: string | null, deliveredAt: Date): Promise<string> {
    const id = randomUUID();
    await sql`
      INSERT INTO orders (id, user_id, store_id, store_owner_id, store_snapshot, status, payment_method, shipping_fee_paise, items_price_paise,
        total_price_paise, partial_cancellation, shipping_address, return_request, reservation_id)
      VALUES (${id}, ${randomUUID()}, ${randomUUID()}, ${randomUUID()}, '{}'::jsonb, 'Delivered', 'Cash on Delivery', 0, 0, 0, false,
        '{}'::jsonb, '{}'::jsonb, ${randomUUID()})`.execute(db);
    await sql`
      INSERT INTO order_deliveries (order_id, store_id, store_owner_id, store_name, buyer_id, partner_id, membership_id, partner_name, partner_phone,
        status, cash_on_delivery, proof_photo, proof_reason, needs_review, delivered_at)
      VALUES (${id}, ${randomUUID()}, ${randomUUID()}, 'Sharma Kirana', ${randomUUID()}, ${randomUUID()}, ${randomUUID()}, 'Ravi', '+919800000003',
        'Delivered', true, ${photo}, ${photo === null ? null : 'Handed to a family member or neighbour'}, ${photo !== null}, ${deliveredAt})`.execute(db);
    return id;
  }
  const proofOf = async (id: string) =>
    db.selectFrom('order_deliveries').select(['proof_photo', 'needs_review']).where('order_id', '=', id).executeTakeFirstOrThrow();

  it('keeps a shared photo on its first delivery, takes it off the later ones (flagged for the seller), and refuses a second use from then on', async () => {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < UNIQUE_PROOF_PHOTOS));
    await migrateToLatest(db as Kysely<unknown>, SCHEMA, before);
    const shared = `/api/images/${'ab'.repeat(32)}.webp`;
    const own = `/api/images/${'cd'.repeat(32)}.webp`;
    const later = await oldDelivery(shared, day(3));
    const first = await oldDelivery(shared, day(1));
    const third = await oldDelivery(shared, day(5));
    const alone = await oldDelivery(own, day(2));
    const byCode = await oldDelivery(null, day(2));
    await sql`UPDATE order_deliveries SET needs_review = false WHERE order_id = ${later}`.execute(db);

    await migrateToLatest(db as Kysely<unknown>, SCHEMA, migrations);
    expect(await proofOf(first)).toEqual({ proof_photo: shared, needs_review: true });
    expect(await proofOf(later)).toEqual({ proof_photo: null, needs_review: true });
    expect(await proofOf(third)).toEqual({ proof_photo: null, needs_review: true });
    expect(await proofOf(alone)).toEqual({ proof_photo: own, needs_review: true });
    expect(await proofOf(byCode)).toEqual({ proof_photo: null, needs_review: false });
    await expect(sql`UPDATE order_deliveries SET proof_photo = ${own} WHERE order_id = ${later}`.execute(db)).rejects.toThrow(/order_deliveries_proof_photo_key/);
  });
});
