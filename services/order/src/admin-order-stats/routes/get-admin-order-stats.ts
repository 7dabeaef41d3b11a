import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { marketplaceOrderStats } from '../admin-order-stats-repository.ts';

/** GET /api/admin/orders/stats (superadmin): orders placed today, in the last 7 days (India days) and in all. */
export function getAdminOrderStats({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => c.json({ success: true, data: await marketplaceOrderStats(db) });
}
