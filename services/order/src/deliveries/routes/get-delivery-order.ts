import type { Context } from 'hono';
import { DELIVERY_TEXTS } from '@haat/contracts';
import { isUuid, notFound, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { findOrder, itemsOfOrder } from '../../orders/order-repository.ts';
import { toOrder } from '../../orders/order-mapper.ts';
import { deliveryOfPartner } from '../order-delivery-repository.ts';
import { historyOnly } from '../rider-access.ts';

/**
 * GET /api/delivery/orders/:id (delivery partner): one order assigned to the caller, with the
 * customer's name, address and phone. One they delivered for a store they no longer deliver for
 * is history: no customer (rider-access.ts). Any other order, one handed to another rider since
 * included, is 404 'Order not found'.
 */
export function getDeliveryOrder({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const id = c.req.param('id');
    const delivery = isUuid(id) ? await deliveryOfPartner(db, id, user.id) : undefined;
    const order = delivery && (await findOrder(db, delivery.order_id));
    if (!delivery || !order) throw notFound(DELIVERY_TEXTS.notAssignedToYou);
    const full = toOrder(order, await itemsOfOrder(db, order.id), delivery, user);
    return c.json({ success: true, data: delivery.rider_access === 'full' ? full : historyOnly(full) });
  };
}
