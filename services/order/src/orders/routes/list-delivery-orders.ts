import type { Context } from 'hono';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { toOrder } from '../order-mapper.ts';
import { orderPageQuerySchema } from '../order-page.ts';
import { pageOfOrders } from '../order-repository.ts';

/** GET /api/delivery/orders (delivery partner): the orders assigned to the caller, newest first. */
export function listDeliveryOrders({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const { page, limit } = readQuery(c, orderPageQuerySchema);
    const { rows, items } = await pageOfOrders(db, { kind: 'deliveryPartner', partnerId: c.get('user').id }, { limit, offset: (page - 1) * limit });
    return c.json({ success: true, data: rows.map((row) => toOrder(row, items.get(row.id) ?? [])) });
  };
}
