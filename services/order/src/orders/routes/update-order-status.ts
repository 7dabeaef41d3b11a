import type { Context } from 'hono';
import { updateOrderStatusBodySchema, type OrderStatus } from '@haat/contracts';
import { badRequest, readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { lockOrderForStore } from '../order-access.ts';
import { cancelOrderLines } from '../order-cancellation.ts';
import { itemsOfOrder } from '../order-repository.ts';
import { toOrder } from '../order-mapper.ts';
import { changeOrderStatus } from '../change-order-status.ts';
import { statusChangesOf } from '../order-status-history.ts';
import { findDelivery } from '../../deliveries/order-delivery-repository.ts';
import { pushIfDeliveryCancelled } from '../../deliveries/delivery-pushes.ts';

/**
 * PUT /api/orders/:id/status (and PUT /api/orders/:id, the same call): the store's owner (or a
 * superadmin) moves the order between Processing, Confirmed and Shipped freely (spec: no
 * restriction), but two states are final: Cancelled, and Delivered (returns exist for that).
 * Cancelling cancels every line still open, so its stock goes back. A change is recorded with its
 * `order.status_changed` event in one transaction. A cash-on-delivery order counts as paid once delivered.
 *
 * The order's delivery (if a rider has it) is left as it is: the rider can move it no further once
 * the order is Cancelled or Delivered (409), and a seller who marks it Delivered by hand has not
 * told us how it was handed over, so the delivery keeps its last status and no code or cash is
 * recorded. A cancelled order's rider is told at once (`deliveryUpdate`), so their screen stops
 * offering the next step.
 */
export function updateOrderStatus(ctx: OrderContext) {
  const { db, relay } = ctx;
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { status } = await readJson(c, updateOrderStatusBodySchema);
    const { order, items, delivery, changed } = await db.transaction().execute(async (trx) => {
      const current = await lockOrderForStore(trx, c.req.param('id'), user, 'update this order');
      const lines = await itemsOfOrder(trx, current.id);
      // Assignments and the rider's steps lock the order first, so its lock keeps the delivery's status still too.
      const found = (await findDelivery(trx, current.id)) ?? null;
      if (current.status === status) return { order: current, items: lines, delivery: found, changed: false };
      refuseFinalStates(current.status, status);
      if (status === 'Cancelled') {
        const open = new Set(lines.filter((line) => !line.cancelled).map((line) => line.id));
        return { ...(await cancelOrderLines(trx, { order: current, items: lines, cancel: open, by: 'store', byRole: user.role })), delivery: found, changed: true };
      }
      const paid = status === 'Delivered' && current.payment_method === 'Cash on Delivery' ? { is_paid: true } : {};
      const updated = await changeOrderStatus(trx, current, status, user.role, paid);
      return { order: updated, items: lines, delivery: found, changed: true };
    });
    if (changed) relay.kick();
    if (changed) pushIfDeliveryCancelled(ctx, order, delivery);
    return c.json({ success: true, data: toOrder(order, items, delivery, user, await statusChangesOf(db, order.id)) });
  };
}

function refuseFinalStates(from: OrderStatus, to: OrderStatus): void {
  if (from === 'Cancelled') throw badRequest('This order is cancelled and can no longer be changed');
  if (from === 'Delivered') {
    throw to === 'Cancelled'
      ? badRequest('A delivered order cannot be cancelled', 'A delivered order cannot be cancelled. The buyer can request a return instead.')
      : badRequest('A delivered order cannot be changed', 'A delivered order cannot be moved back to an earlier status.');
  }
}
