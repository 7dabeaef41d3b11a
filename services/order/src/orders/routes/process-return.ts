import type { Context } from 'hono';
import { ORDER_LIFE_TEXTS, processReturnBodySchema, type Order } from '@haat/contracts';
import { badRequest, conflict, enqueueEvent, readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { lockOrderForStore } from '../order-access.ts';
import { updateOrder } from '../order-repository.ts';
import { toOrderWithItems } from '../order-mapper.ts';
import { orderEventRef } from '../order-event-ref.ts';

/**
 * PUT /api/orders/:id/process-return: the store's seller (or a superadmin) approves or rejects a
 * pending return, once; rejecting needs a reason (the schema says so in the spec's words). The
 * buyer is told (`order.return_processed`). Stock is not put back here: the seller counts what
 * actually came back in a sellable state and updates the inventory.
 */
export function processReturn({ db, relay }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { decision, response } = await readJson(c, processReturnBodySchema);
    const order = await db.transaction().execute(async (trx) => {
      const current = await lockOrderForStore(trx, c.req.param('id'), user, 'process returns of this order');
      const request = current.return_request;
      if (!request.isRequested) throw badRequest('No return has been requested for this order');
      if (request.status !== 'Pending') throw conflict('This return request has already been processed');
      const responseDate = new Date().toISOString();
      const processed: Order['returnRequest'] = { ...request, status: decision, sellerResponse: response || null, responseDate };
      const updated = await updateOrder(trx, current.id, { return_request: JSON.stringify(processed) });
      await enqueueEvent(trx, 'order.return_processed', {
        ...orderEventRef(current),
        decision,
        response,
        processedAt: responseDate,
      });
      return updated;
    });
    relay.kick();
    const message = decision === 'Approved' ? ORDER_LIFE_TEXTS.returnApproved : ORDER_LIFE_TEXTS.returnRejected;
    return c.json({ success: true, message, data: await toOrderWithItems(db, order, user) });
  };
}
