import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { managedStoreId } from '../../http/managed-store.ts';
import { orderPage } from '../order-page.ts';

/** GET /api/orders/store/:id: the store's owner (asked of the catalog) or a superadmin. */
export function listStoreOrders(ctx: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const storeId = await managedStoreId(c, ctx.catalog, {
      notOwner: { error: 'Not authorized to view orders of this store', message: 'Only the store owner can see its orders.' },
    });
    return orderPage(c, ctx, { kind: 'store', storeId });
  };
}
