import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { managedStoreId } from '../../http/managed-store.ts';
import { storeDashboardStats } from '../store-dashboard.ts';

/** GET /api/orders/store/:id/dashboard-stats: the store's owner (asked of the catalog) or a superadmin. */
export function getDashboardStats(ctx: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const storeId = await managedStoreId(c, ctx.catalog, {
      notOwner: { error: 'Not authorized to view this store\'s dashboard', message: 'Only the store owner can see its dashboard.' },
    });
    return c.json({ success: true, data: await storeDashboardStats(ctx.db, storeId.toLowerCase()) });
  };
}
