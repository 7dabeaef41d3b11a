import { sql, type RawBuilder } from 'kysely';
import { executePrepared } from '@haat/server-kit';
import type { OrderDb } from '../database.ts';
import type { StoreBanRow } from './store-bans.table.ts';

/** The last 10 digits of the phone of each order of the buyer (at one store, or anywhere), as SQL. */
function orderPhonesOf(userId: string, storeId?: string): RawBuilder<string> {
  return sql<string>`
    SELECT right(regexp_replace(o.shipping_address->>'phone', '[^0-9]', '', 'g'), 10)
      FROM orders o
     WHERE o.user_id = ${userId} ${storeId === undefined ? sql`` : sql`AND o.store_id = ${storeId}`}`;
}

/** Bans `phone` at the store, or replaces the reason of its ban. `created` tells which. */
export async function upsertStoreBan(db: OrderDb, ban: { storeId: string; phone: string; reason: string; bannedBy: string }): Promise<{ row: StoreBanRow; created: boolean }> {
  const row = await db
    .insertInto('store_bans')
    .values({ store_id: ban.storeId, phone: ban.phone, reason: ban.reason, banned_by: ban.bannedBy })
    .onConflict((oc) => oc.columns(['store_id', 'phone']).doUpdateSet({ reason: ban.reason, banned_by: ban.bannedBy }))
    .returningAll()
    // xmax is 0 only for a row this statement inserted (not one it updated).
    .returning(sql<boolean>`xmax = 0`.as('created'))
    .executeTakeFirstOrThrow();
  const { created, ...stored } = row;
  return { row: stored, created };
}

/** false when the store had no ban on that phone. */
export async function deleteStoreBan(db: OrderDb, storeId: string, phone: string): Promise<boolean> {
  const result = await db.deleteFrom('store_bans').where('store_id', '=', storeId).where('phone', '=', phone).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The store's bans, newest first. */
export async function bansOfStore(db: OrderDb, storeId: string): Promise<StoreBanRow[]> {
  return db.selectFrom('store_bans').selectAll().where('store_id', '=', storeId).orderBy('created_at', 'desc').orderBy('phone').execute();
}

export async function findStoreBan(db: OrderDb, storeId: string, phone: string): Promise<StoreBanRow | undefined> {
  return db.selectFrom('store_bans').selectAll().where('store_id', '=', storeId).where('phone', '=', phone).executeTakeFirst();
}

/**
 * The reason the store gives for refusing this checkout, or null: the shipping phone is banned, or
 * a phone the buyer used in an earlier order at this store is (a new number does not get round a ban).
 */
export async function checkoutBanReason(db: OrderDb, { storeId, userId, phone }: { storeId: string; userId: string; phone: string | null }): Promise<string | null> {
  const phones = phone === null ? orderPhonesOf(userId, storeId) : sql<string>`${orderPhonesOf(userId, storeId)} UNION ALL SELECT ${phone}::text`;
  // Prepared: every checkout asks, and planning it cost 30 times its run.
  const [row] = await executePrepared(db, db
    .selectFrom('store_bans')
    .select('reason')
    .where('store_id', '=', storeId)
    .where('phone', 'in', sql<string>`(${phones})`)
    .orderBy('created_at', 'desc')
    .limit(1));
  return row?.reason ?? null;
}

/** The stores that ban a phone of the buyer's orders, or `phone`; one row per store (its newest ban). */
export async function storesBanningCustomer(db: OrderDb, { userId, phone }: { userId: string; phone: string | null }): Promise<{ storeId: string; reason: string }[]> {
  const phones = phone === null ? orderPhonesOf(userId) : sql<string>`${orderPhonesOf(userId)} UNION ALL SELECT ${phone}::text`;
  const rows = await db
    .selectFrom('store_bans')
    .distinctOn('store_id')
    .select(['store_id', 'reason'])
    .where('phone', 'in', sql<string>`(${phones})`)
    .orderBy('store_id')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ storeId: row.store_id, reason: row.reason }));
}
