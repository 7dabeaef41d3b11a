import type { Context } from 'hono';
import { assignDeliveryBodySchema, ORDER_LIFE_TEXTS } from '@haat/contracts';
import { badRequest, readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { lockOrderForStore } from '../order-access.ts';
import { updateOrder } from '../order-repository.ts';
import { toOrderWithItems } from '../order-mapper.ts';

/**
 * PUT /api/orders/:id/assign-delivery: the store's seller hands an open order to a delivery
 * partner (or to another one). Delivery partners arrive with their own issue; until then the id
 * is only checked to be an id, not to be one of this store's partners.
 */
export function assignDelivery({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { deliveryPartnerId } = await readJson(c, assignDeliveryBodySchema);
    const order = await db.transaction().execute(async (trx) => {
      const current = await lockOrderForStore(trx, c.req.param('id'), user, 'assign a delivery partner to this order');
      if (current.status === 'Delivered' || current.status === 'Cancelled') {
        throw badRequest(`A ${current.status.toLowerCase()} order cannot be assigned for delivery`);
      }
      if (current.delivery_partner_id === deliveryPartnerId.toLowerCase()) return current;
      return updateOrder(trx, current.id, { delivery_partner_id: deliveryPartnerId.toLowerCase() });
    });
    return c.json({ success: true, message: ORDER_LIFE_TEXTS.deliveryAssigned, data: await toOrderWithItems(db, order) });
  };
}
