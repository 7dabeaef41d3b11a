import type { Context } from 'hono';
import { forbidden, notFound, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { isUuid } from '../../http/ids.ts';
import { ownerOfStoreOrders, storeDashboardStats } from '../store-dashboard.ts';

/**
 * GET /api/orders/store/:id/dashboard-stats: the store's owner or a superadmin. Ownership comes
 * from the store's own orders; only a store without orders asks the catalog who owns it.
 */
export function getDashboardStats(ctx: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const storeId = c.req.param('id');
    if (!isUuid(storeId)) throw notFound('Store not found');
    if (user.role !== 'superadmin') {
      const ownerId = (await ownerOfStoreOrders(ctx.db, storeId)) ?? (await ctx.catalog.storeOwner(storeId)).ownerId;
      if (ownerId !== user.id) throw forbidden('Not authorized to view this store\'s dashboard', 'Only the store owner can see its dashboard.');
    }
    return c.json({ success: true, data: await storeDashboardStats(ctx.db, storeId.toLowerCase()) });
  };
}
