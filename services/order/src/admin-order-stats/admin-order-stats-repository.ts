import { sql } from 'kysely';
import type { AdminOrderStats } from '@haat/contracts';
import type { OrderDb } from '../database.ts';

/**
 * The marketplace's orders: placed today and in the last 7 days (today and the six days before, as
 * the seller dashboard counts a week), by the calendar day in India, and in all. Read from the
 * per-store tables the orders trigger keeps exact (migration 2026-11-25-03), not from the orders.
 */
export async function marketplaceOrderStats(db: OrderDb): Promise<AdminOrderStats> {
  const { rows } = await sql<{ today: string; week: string; total: string }>`
    WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS day)
    SELECT coalesce((SELECT sum(d.orders) FROM store_order_days d, today WHERE d.day = today.day), 0) AS today,
           coalesce((SELECT sum(d.orders) FROM store_order_days d, today WHERE d.day > today.day - 7 AND d.day <= today.day), 0) AS week,
           coalesce((SELECT sum(t.orders) FROM store_order_totals t), 0) AS total`.execute(db);
  const row = rows[0]!;
  return { ordersToday: Number(row.today), ordersLast7Days: Number(row.week), ordersTotal: Number(row.total) };
}
