import type { Context } from 'hono';
import { cancelItemsBodySchema, ORDER_LIFE_TEXTS } from '@haat/contracts';
import { badRequest, conflict, readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { lockOrderForBuyer, lockOrderForStore } from '../order-access.ts';
import { cancelOrderLines } from '../order-cancellation.ts';
import { itemsOfOrder } from '../order-repository.ts';
import { toOrder } from '../order-mapper.ts';
import { statusChangesOf } from '../order-status-history.ts';
import { findDelivery } from '../../deliveries/order-delivery-repository.ts';
import { pushIfDeliveryCancelled } from '../../deliveries/delivery-pushes.ts';

/**
 * PUT /api/orders/:id/cancel-items: the store's seller (or a superadmin) while the order is neither
 * Delivered nor Cancelled; its buyer only while it is still Processing (before the store has taken
 * it on). Every id must be a line of this order that is not cancelled yet, or nothing changes.
 * When no line is left, a rider holding the order's delivery is told at once (`deliveryUpdate`).
 */
export function cancelItems(ctx: OrderContext) {
  const { db, relay } = ctx;
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { itemIds } = await readJson(c, cancelItemsBodySchema);
    const wanted = new Set(itemIds.map((id) => id.toLowerCase()));
    const { order, items, delivery } = await db.transaction().execute(async (trx) => {
      const byBuyer = user.role === 'buyer';
      const current = byBuyer
        ? await lockOrderForBuyer(trx, c.req.param('id'), user)
        : await lockOrderForStore(trx, c.req.param('id'), user, 'cancel items of this order');
      if (current.status === 'Delivered' || current.status === 'Cancelled') {
        throw badRequest(`Items of a ${current.status.toLowerCase()} order cannot be cancelled`);
      }
      if (byBuyer && current.status !== 'Processing') {
        throw badRequest('The store has already accepted this order', 'The store has already accepted this order. Please contact the store to cancel items.');
      }
      const lines = await itemsOfOrder(trx, current.id);
      const byId = new Map(lines.map((line) => [line.id, line]));
      for (const id of wanted) {
        const line = byId.get(id);
        if (!line) throw badRequest('Item not found in this order', `Item ${id} is not part of this order.`);
        if (line.cancelled) throw conflict('Item already cancelled', `${line.name} is already cancelled.`);
      }
      const found = (await findDelivery(trx, current.id)) ?? null;
      return { ...(await cancelOrderLines(trx, { order: current, items: lines, cancel: wanted, by: byBuyer ? 'buyer' : 'store', byRole: user.role })), delivery: found };
    });
    relay.kick();
    pushIfDeliveryCancelled(ctx, order, delivery);
    return c.json({ success: true, message: ORDER_LIFE_TEXTS.itemsCancelled(wanted.size), data: toOrder(order, items, delivery, user, await statusChangesOf(db, order.id)) });
  };
}
