import type { Context } from 'hono';
import { storeOrderFilterSchema } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { managedStoreId } from '../../http/managed-store.ts';
import { orderPage } from '../order-page.ts';
import { parseOrderSearch } from '../order-search.ts';

/**
 * GET /api/orders/store/:id?status=&search=&page=&limit=: the store's owner (asked of the catalog)
 * or a superadmin. `status` is one of the order statuses; `search` an order id or short ref
 * (#XXXXXXXX), a customer's name or phone (order-search.ts). Text that cannot match anything
 * lists nothing.
 */
export function listStoreOrders(ctx: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const { status, search } = readQuery(c, storeOrderFilterSchema);
    const storeId = await managedStoreId(c, ctx.catalog, {
      notOwner: { error: 'Not authorized to view orders of this store', message: 'Only the store owner can see its orders.' },
    });
    const parsed = search === undefined ? undefined : parseOrderSearch(search);
    if (parsed === null) return c.json({ success: true, data: [], currentPage: 1, hasNextPage: false, totalCount: 0, totalPages: 0 });
    return orderPage(c, ctx, { kind: 'store', storeId }, { status, search: parsed });
  };
}
