import { sql } from 'kysely';
import { orderStatuses, toRupees, type StoreDashboardStats } from '@haat/contracts';
import type { OrderDb } from '../database.ts';

type StatsRow = {
  total: string;
  processing: string;
  confirmed: string;
  shipped: string;
  delivered: string;
  cancelled: string;
  pending_returns: string;
  revenue_paise: string;
  today_orders: string;
  today_revenue_paise: string;
  recent_orders: string;
};

/**
 * A store's dashboard numbers in one pass over its orders (orders_by_store). Totals already hold
 * only the non-cancelled lines plus shipping. Revenue is what delivered orders brought in, less
 * approved returns; "today" starts at midnight in India.
 */
export async function storeDashboardStats(db: OrderDb, storeId: string): Promise<StoreDashboardStats> {
  const { rows } = await sql<StatsRow>`
    WITH bounds AS (
      SELECT (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata') AS today_start
    )
    SELECT count(*) AS total,
           count(*) FILTER (WHERE status = 'Processing') AS processing,
           count(*) FILTER (WHERE status = 'Confirmed') AS confirmed,
           count(*) FILTER (WHERE status = 'Shipped') AS shipped,
           count(*) FILTER (WHERE status = 'Delivered') AS delivered,
           count(*) FILTER (WHERE status = 'Cancelled') AS cancelled,
           count(*) FILTER (WHERE return_request->>'status' = 'Pending') AS pending_returns,
           coalesce(sum(total_price_paise) FILTER (
             WHERE status = 'Delivered' AND coalesce(return_request->>'status', '') <> 'Approved'), 0) AS revenue_paise,
           count(*) FILTER (WHERE created_at >= bounds.today_start) AS today_orders,
           coalesce(sum(total_price_paise) FILTER (WHERE created_at >= bounds.today_start AND status <> 'Cancelled'), 0) AS today_revenue_paise,
           count(*) FILTER (WHERE created_at >= now() - interval '7 days') AS recent_orders
      FROM orders, bounds
     WHERE store_id = ${storeId}`.execute(db);
  const row = rows[0]!;
  const statusCounts = {
    Processing: Number(row.processing),
    Confirmed: Number(row.confirmed),
    Shipped: Number(row.shipped),
    Delivered: Number(row.delivered),
    Cancelled: Number(row.cancelled),
  } satisfies Record<(typeof orderStatuses)[number], number>;
  return {
    totalOrders: Number(row.total),
    statusCounts,
    activeOrders: statusCounts.Processing + statusCounts.Confirmed + statusCounts.Shipped,
    pendingReturns: Number(row.pending_returns),
    totalRevenue: toRupees(Number(row.revenue_paise)),
    todayOrders: Number(row.today_orders),
    todayRevenue: toRupees(Number(row.today_revenue_paise)),
    recentOrders: Number(row.recent_orders),
  };
}
