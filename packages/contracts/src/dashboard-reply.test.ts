import { describe, expect, it } from 'vitest';
import { getOrdersStoreByIdDashboardStatsReply } from './replies/order-replies.ts';
import { DASHBOARD_DAYS } from './order-rules.ts';
import { readStoreDashboardStats } from './dashboard-reply.ts';

const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, orders: i % 3, revenue: (i % 3) * 250 }));
const stats = {
  totalOrders: 12, statusCounts: { Processing: 2, Confirmed: 1, Shipped: 1, Delivered: 7, Cancelled: 1 }, activeOrders: 4, pendingReturns: 1,
  totalRevenue: 5400, todayOrders: 2, todayRevenue: 500, monthOrders: 12, monthRevenue: 6000, recentOrders: 5, days,
};

describe('readStoreDashboardStats', () => {
  it('reads a well-formed reply as sent, and what it answers passes the reply schema', () => {
    expect(readStoreDashboardStats(stats)).toEqual(stats);
    expect(getOrdersStoreByIdDashboardStatsReply.parse({ success: true, data: readStoreDashboardStats(stats) }).data).toEqual(stats);
  });

  it('answers zeros and no days for a broken reply', () => {
    const broken = readStoreDashboardStats({ totalOrders: 'many', statusCounts: { Delivered: '3' }, days: 'none' });
    expect(broken).toMatchObject({ totalOrders: 0, statusCounts: { Processing: 0, Delivered: 3, Cancelled: 0 }, days: [] });
    expect(readStoreDashboardStats(null).todayRevenue).toBe(0);
  });
});
