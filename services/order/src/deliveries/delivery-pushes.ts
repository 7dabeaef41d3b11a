import { isOpenDelivery, type DeliveryUpdatePush } from '@haat/contracts';
import { pushToUser } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import type { OrderRow } from '../orders/orders.table.ts';
import type { OrderDeliveryRow } from './order-deliveries.table.ts';

type PushedOrder = Pick<OrderRow, 'id' | 'status' | 'user_id' | 'store_owner_id'>;
type PushedDelivery = Pick<OrderDeliveryRow, 'status' | 'partner_id'>;

/** What the `deliveryUpdate` push says: the order, its delivery's status and who delivers it now. */
export const deliveryPush = (order: Pick<OrderRow, 'id' | 'status'>, delivery: PushedDelivery): DeliveryUpdatePush =>
  ({ orderId: order.id, status: delivery.status, orderStatus: order.status, partnerId: delivery.partner_id });

/**
 * Tells the open screens of everyone concerned (the buyer, the store's owner, the rider, and
 * `alsoTell`: a previous rider) that the order's delivery changed: the socket event
 * `deliveryUpdate`, after commit.
 */
export function pushDeliveryUpdate({ nc, subjects }: Pick<OrderContext, 'nc' | 'subjects'>, order: PushedOrder, delivery: PushedDelivery, alsoTell: (string | null | undefined)[] = []): void {
  const push = deliveryPush(order, delivery);
  for (const userId of new Set([order.user_id, order.store_owner_id, delivery.partner_id, ...alsoTell])) {
    if (userId) pushToUser(nc, subjects.realtimeUser(userId), 'deliveryUpdate', push);
  }
}

/** The store cancelled an order its rider was still delivering: the rider's screens drop it at once. */
export function pushIfDeliveryCancelled(ctx: Pick<OrderContext, 'nc' | 'subjects'>, order: PushedOrder, delivery: PushedDelivery | null | undefined): void {
  if (order.status === 'Cancelled' && delivery && isOpenDelivery(delivery.status)) pushDeliveryUpdate(ctx, order, delivery);
}
