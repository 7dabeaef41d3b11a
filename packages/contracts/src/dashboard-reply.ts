/**
 * Reading a store's dashboard figures out of a reply, zod-free for the browser
 * (`@haat/contracts/dashboard-reply`); StoreDashboardStats is the type replies/order-replies.ts describes.
 */
import type { StoreDashboardStats, StoreDayFigures } from './order-life.ts';
import { orderStatuses } from './order-rules.ts';
import { asRecord, readNumber, readText } from './reply-fields.ts';

const count = (value: unknown): number => readNumber(value, 0);

function readDayFigures(value: unknown): StoreDayFigures {
  const day = asRecord(value);
  return { date: readText(day['date']), orders: count(day['orders']), revenue: count(day['revenue']) };
}

/** GET /orders/store/:id/dashboard-stats's data; a missing figure reads as 0, missing days as none. */
export function readStoreDashboardStats(value: unknown): StoreDashboardStats {
  const stats = asRecord(value);
  const statusCounts = asRecord(stats['statusCounts']);
  return {
    totalOrders: count(stats['totalOrders']),
    statusCounts: Object.fromEntries(orderStatuses.map((status) => [status, count(statusCounts[status])])) as StoreDashboardStats['statusCounts'],
    activeOrders: count(stats['activeOrders']),
    pendingReturns: count(stats['pendingReturns']),
    totalRevenue: count(stats['totalRevenue']),
    todayOrders: count(stats['todayOrders']),
    todayRevenue: count(stats['todayRevenue']),
    monthOrders: count(stats['monthOrders']),
    monthRevenue: count(stats['monthRevenue']),
    recentOrders: count(stats['recentOrders']),
    days: Array.isArray(stats['days']) ? stats['days'].map(readDayFigures) : [],
  };
}
