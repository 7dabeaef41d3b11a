import type { Context } from 'hono';
import { deliveryOrdersQuerySchema, type Order, type PageInfo } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { itemsOfOrders, ordersByIds } from '../../orders/order-repository.ts';
import { toOrder } from '../../orders/order-mapper.ts';
import { pageOfDeliveries } from '../order-delivery-repository.ts';
import { historyOnly } from '../rider-access.ts';

/**
 * GET /api/delivery/orders (and GET /api/orders/assigned-to-me, the same call), delivery partner:
 * the orders assigned to the caller, newest assignment first. `status` is one delivery status,
 * `active` (still with the rider, on an order still open) or `completed`; `from`/`to` bound the
 * day of assignment in India; `storeId` one store. The page and its count, then its orders and
 * their items: four indexed queries whatever the page. Of a store the rider no longer delivers
 * for, only their delivered orders are listed, without the customer (rider-access.ts).
 */
export function listDeliveryOrders({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { page, limit, ...filter } = readQuery(c, deliveryOrdersQuerySchema);
    const { rows: deliveries, totalCount } = await pageOfDeliveries(db, user.id, filter, { limit, offset: (page - 1) * limit });
    const ids = deliveries.map((delivery) => delivery.order_id);
    const [orders, items] = await Promise.all([ordersByIds(db, ids), itemsOfOrders(db, ids)]);
    const byId = new Map(orders.map((order) => [order.id, order]));
    const data: Order[] = deliveries.flatMap((delivery) => {
      const order = byId.get(delivery.order_id);
      if (!order) return [];
      const full = toOrder(order, items.get(order.id) ?? [], delivery, user);
      return [delivery.rider_access === 'full' ? full : historyOnly(full)];
    });
    const totalPages = Math.ceil(totalCount / limit);
    const pagination: PageInfo = { totalCount, currentPage: page, totalPages, hasNextPage: page < totalPages };
    return c.json({ success: true, data, pagination });
  };
}
