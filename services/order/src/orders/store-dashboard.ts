import { DASHBOARD_DAYS, orderStatuses, toRupees, type OrderStatus, type StoreDashboardStats } from '@haat/contracts';
import type { OrderDb } from '../database.ts';
import { storeDayTotals, storeStatusTotals } from './store-order-stats.ts';

const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);

/**
 * A store's dashboard numbers, summed from its per-day stats rows (store-order-stats.ts) rather
 * than its orders. Totals already hold only the non-cancelled lines plus shipping. Revenue is what
 * delivered orders brought in, less approved returns; "today" and "this month" are India's.
 * Today's, this month's and each chart day's counts include cancelled orders, their revenue does not.
 */
export async function storeDashboardStats(db: OrderDb, storeId: string): Promise<StoreDashboardStats> {
  const [totals, days] = await Promise.all([storeStatusTotals(db, storeId), storeDayTotals(db, storeId, DASHBOARD_DAYS)]);
  const statusCounts = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of totals) statusCounts[row.status] = row.orders;
  const live = totals.filter((row) => row.status !== 'Cancelled');
  const delivered = totals.find((row) => row.status === 'Delivered');
  return {
    totalOrders: sum(totals.map((row) => row.orders)),
    statusCounts,
    activeOrders: statusCounts.Processing + statusCounts.Confirmed + statusCounts.Shipped,
    pendingReturns: sum(totals.map((row) => row.pendingReturns)),
    totalRevenue: toRupees(delivered ? delivered.totalPaise - delivered.approvedReturnPaise : 0),
    todayOrders: sum(totals.map((row) => row.todayOrders)),
    todayRevenue: toRupees(sum(live.map((row) => row.todayPaise))),
    monthOrders: sum(totals.map((row) => row.monthOrders)),
    monthRevenue: toRupees(sum(live.map((row) => row.monthPaise))),
    recentOrders: sum(totals.map((row) => row.weekOrders)),
    days: days.map((day) => ({ date: day.date, orders: day.orders, revenue: toRupees(day.livePaise) })),
  };
}
