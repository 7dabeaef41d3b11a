import { sql } from 'kysely';
import { orderStatuses, type OrderStatus } from '@haat/contracts';
import type { OrderDb } from '../database.ts';

/**
 * A store's order numbers from the tables a trigger on orders keeps exact in each writer's own
 * transaction (migration 2026-11-25-03): store_order_totals (per status and slot: at most 20 rows a
 * store) and store_order_days (the same per day in India; this month's, the last week's and the chart's last 30 days are read).
 */

export type StoreOrderCounts = { total: number; byStatus: Record<OrderStatus, number> };

const emptyByStatus = (): Record<OrderStatus, number> =>
  Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<OrderStatus, number>;

/** How many orders the store has, in all and per status. */
export async function storeOrderCounts(db: OrderDb, storeId: string): Promise<StoreOrderCounts> {
  const { rows } = await sql<{ status: OrderStatus; orders: string }>`
    SELECT status, sum(orders) AS orders FROM store_order_totals WHERE store_id = ${storeId} GROUP BY status`.execute(db);
  const byStatus = emptyByStatus();
  for (const row of rows) if (row.status in byStatus) byStatus[row.status] = Number(row.orders);
  return { total: Object.values(byStatus).reduce((sum, n) => sum + n, 0), byStatus };
}

/** One status's totals over the store's life and over this day, this month and the last 7 days (India). */
export type StoreStatusTotals = {
  status: OrderStatus;
  orders: number;
  totalPaise: number;
  pendingReturns: number;
  approvedReturnPaise: number;
  todayOrders: number;
  todayPaise: number;
  monthOrders: number;
  monthPaise: number;
  weekOrders: number;
};

type TotalsRow = { [K in keyof StoreStatusTotals]: K extends 'status' ? OrderStatus : string };

/** The store's totals per status, for the dashboard: two indexed reads of a few rows each. */
export async function storeStatusTotals(db: OrderDb, storeId: string): Promise<StoreStatusTotals[]> {
  const { rows } = await sql<TotalsRow>`
    WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS day),
    recent AS (
      SELECT d.status,
             sum(d.orders) FILTER (WHERE d.day = today.day) AS today_orders,
             sum(d.total_paise) FILTER (WHERE d.day = today.day) AS today_paise,
             sum(d.orders) FILTER (WHERE d.day >= date_trunc('month', today.day)::date) AS month_orders,
             sum(d.total_paise) FILTER (WHERE d.day >= date_trunc('month', today.day)::date) AS month_paise,
             sum(d.orders) FILTER (WHERE d.day > today.day - 7) AS week_orders
        FROM store_order_days d, today
       WHERE d.store_id = ${storeId} AND d.day >= least(date_trunc('month', today.day)::date, today.day - 6)
       GROUP BY d.status
    ),
    totals AS (
      SELECT status, sum(orders) AS orders, sum(total_paise) AS total_paise,
             sum(pending_returns) AS pending_returns, sum(approved_return_paise) AS approved_return_paise
        FROM store_order_totals
       WHERE store_id = ${storeId}
       GROUP BY status
    )
    SELECT t.status,
           t.orders AS "orders",
           t.total_paise AS "totalPaise",
           t.pending_returns AS "pendingReturns",
           t.approved_return_paise AS "approvedReturnPaise",
           coalesce(r.today_orders, 0) AS "todayOrders",
           coalesce(r.today_paise, 0) AS "todayPaise",
           coalesce(r.month_orders, 0) AS "monthOrders",
           coalesce(r.month_paise, 0) AS "monthPaise",
           coalesce(r.week_orders, 0) AS "weekOrders"
      FROM totals t LEFT JOIN recent r ON r.status = t.status`.execute(db);
  return rows.map((row) => ({
    status: row.status,
    orders: Number(row.orders),
    totalPaise: Number(row.totalPaise),
    pendingReturns: Number(row.pendingReturns),
    approvedReturnPaise: Number(row.approvedReturnPaise),
    todayOrders: Number(row.todayOrders),
    todayPaise: Number(row.todayPaise),
    monthOrders: Number(row.monthOrders),
    monthPaise: Number(row.monthPaise),
    weekOrders: Number(row.weekOrders),
  }));
}

/** One row of storeDaysQuery: a day in India, its orders and the value of those not cancelled (paise). */
type DayRow = { date: string; orders: string; livePaise: string };

/**
 * The store's last `days` days in India (today last), each with its orders and the value of those
 * not cancelled; a day without orders is a row of zeros. One range read of store_order_days's
 * primary key (store_id, day, …): at most days × statuses × 4 slots rows, however many orders.
 */
export const storeDaysQuery = (storeId: string, days: number) => sql<DayRow>`
  WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS day),
  sums AS (
    SELECT d.day, sum(d.orders) AS orders, sum(d.total_paise) FILTER (WHERE d.status <> 'Cancelled') AS live_paise
      FROM store_order_days d, today
     WHERE d.store_id = ${storeId} AND d.day > today.day - ${days}::int AND d.day <= today.day
     GROUP BY d.day
  )
  SELECT to_char(g.day, 'YYYY-MM-DD') AS "date", coalesce(s.orders, 0) AS "orders", coalesce(s.live_paise, 0) AS "livePaise"
    FROM today
   CROSS JOIN generate_series(today.day - (${days}::int - 1), today.day, interval '1 day') AS g(day)
    LEFT JOIN sums s ON s.day = g.day::date
   ORDER BY g.day`;

export type StoreDayTotals = { date: string; orders: number; livePaise: number };

/** storeDaysQuery's rows, oldest day first. */
export async function storeDayTotals(db: OrderDb, storeId: string, days: number): Promise<StoreDayTotals[]> {
  const { rows } = await storeDaysQuery(storeId, days).execute(db);
  return rows.map((row) => ({ date: row.date, orders: Number(row.orders), livePaise: Number(row.livePaise) }));
}

/**
 * Recomputes a store's stats rows from its orders (the migration's backfill, for one store). For bulk
 * loads that skipped the trigger (bench seeding under `SET session_replication_role = replica`):
 * run it in one transaction after the load. Normal writes never need it.
 */
export async function rebuildStoreOrderStats(db: OrderDb, storeId: string): Promise<void> {
  const contribution = sql`
    count(*), sum(total_price_paise),
    count(*) FILTER (WHERE return_request->>'status' = 'Pending'),
    coalesce(sum(total_price_paise) FILTER (WHERE return_request->>'status' = 'Approved'), 0)`;
  await sql`DELETE FROM store_order_totals WHERE store_id = ${storeId}`.execute(db);
  await sql`DELETE FROM store_order_days WHERE store_id = ${storeId}`.execute(db);
  await sql`
    INSERT INTO store_order_totals (store_id, status, slot, orders, total_paise, pending_returns, approved_return_paise)
    SELECT store_id, status, (hashtext(id::text) & 3)::smallint, ${contribution}
      FROM orders WHERE store_id = ${storeId} GROUP BY 1, 2, 3`.execute(db);
  await sql`
    INSERT INTO store_order_days (store_id, day, status, slot, orders, total_paise, pending_returns, approved_return_paise)
    SELECT store_id, (created_at AT TIME ZONE 'Asia/Kolkata')::date, status, (hashtext(id::text) & 3)::smallint, ${contribution}
      FROM orders WHERE store_id = ${storeId} GROUP BY 1, 2, 3, 4`.execute(db);
}
