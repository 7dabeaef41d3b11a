import type { Context } from 'hono';
import { ORDER_LIFE_TEXTS, requestReturnBodySchema, type Order } from '@haat/contracts';
import { badRequest, conflict, enqueueEvent, readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { lockOrderForBuyer } from '../order-access.ts';
import { updateOrder } from '../order-repository.ts';
import { toOrderWithItems } from '../order-mapper.ts';
import { orderEventRef } from '../order-event-ref.ts';

/**
 * POST /api/orders/:id/request-return: the order's buyer, once, after it was delivered. The store
 * owner is told (`order.return_requested`) and decides with process-return.
 */
export function requestReturn({ db, relay }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { reason } = await readJson(c, requestReturnBodySchema);
    const order = await db.transaction().execute(async (trx) => {
      const current = await lockOrderForBuyer(trx, c.req.param('id'), user);
      if (current.return_request.isRequested) throw conflict('A return has already been requested for this order');
      if (current.status !== 'Delivered') throw badRequest('Only delivered orders can be returned');
      const requestDate = new Date().toISOString();
      const returnRequest: Order['returnRequest'] = {
        isRequested: true, status: 'Pending', reason, requestDate, sellerResponse: null, responseDate: null,
      };
      const updated = await updateOrder(trx, current.id, { return_request: JSON.stringify(returnRequest) });
      await enqueueEvent(trx, 'order.return_requested', {
        ...orderEventRef(current),
        storeOwnerId: current.store_owner_id,
        reason,
        requestedAt: requestDate,
      });
      return updated;
    });
    relay.kick();
    return c.json({ success: true, message: ORDER_LIFE_TEXTS.returnRequested, data: await toOrderWithItems(db, order, user) });
  };
}
