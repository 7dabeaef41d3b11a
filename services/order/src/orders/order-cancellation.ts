import type { Transaction } from 'kysely';
import { toRupees, type ItemCancelledBy } from '@haat/contracts';
import { enqueueEvent } from '@haat/server-kit';
import type { OrderDatabase } from '../database.ts';
import { markItemsCancelled, updateOrder } from './order-repository.ts';
import { repriceAfterCancelling } from './order-repricing.ts';
import type { OrderItemRow, OrderRow } from './orders.table.ts';
import { orderEventRef } from './order-event-ref.ts';
import { recordStatusChange } from './order-status-history.ts';
import type { StatusChangedBy } from './order-status-changes.table.ts';

/**
 * Cancels some lines of a locked order and reprices it (order-repricing.ts). When no line is left
 * the order itself is Cancelled and owes nothing. In the caller's transaction, with the events that say so: the catalog
 * puts the lines' stock back from `order.items_cancelled`; a whole cancellation is also an
 * `order.status_changed`, which tells the buyer.
 */
export async function cancelOrderLines(trx: Transaction<OrderDatabase>, { order, items, cancel, by, byRole }: {
  order: OrderRow;
  items: OrderItemRow[];
  /** Ids of lines not yet cancelled. */
  cancel: ReadonlySet<string>;
  by: ItemCancelledBy;
  /** The canceller's role, for the status history (a store's cancellation may be a superadmin's). */
  byRole: StatusChangedBy;
}): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const cancelled = items.filter((item) => cancel.has(item.id));
  const { itemsPaise, shippingPaise, totalPaise, whole } = repriceAfterCancelling(items, cancel, Number(order.shipping_fee_paise));

  await markItemsCancelled(trx, order.id, cancelled.map((item) => item.id), by);
  const updated = await updateOrder(trx, order.id, {
    items_price_paise: itemsPaise,
    shipping_fee_paise: shippingPaise,
    total_price_paise: totalPaise,
    // Some lines gone, others kept: the buyer is shown that the total was adjusted.
    ...(whole ? { status: 'Cancelled' as const } : { partial_cancellation: true }),
  });
  const at = updated.updated_at.toISOString();
  if (cancelled.length > 0) {
    await enqueueEvent(trx, 'order.items_cancelled', {
      ...orderEventRef(order),
      reservationId: order.reservation_id,
      storeOwnerId: order.store_owner_id,
      items: cancelled.map((item) => ({ orderItemId: item.id, productId: item.product_id, variant: item.variant, quantity: item.quantity })),
      wholeOrder: whole,
      cancelledBy: by,
      totalPrice: toRupees(totalPaise),
      cancelledAt: at,
    });
  }
  if (whole && order.status !== 'Cancelled') {
    await recordStatusChange(trx, { orderId: order.id, status: 'Cancelled', at: updated.updated_at, by: byRole });
    await enqueueEvent(trx, 'order.status_changed', {
      ...orderEventRef(order),
      previousStatus: order.status,
      status: 'Cancelled',
      changedAt: at,
    });
  }
  return { order: updated, items: items.map((item) => (cancel.has(item.id) ? { ...item, cancelled: true, cancelled_by: by } : item)) };
}
