import { readDeliveryUpdatePush } from '@haat/contracts/delivery-rules';
import { shortOrderId } from '@haat/web-kit';

/**
 * What a `deliveryUpdate` push tells the rider in a toast, wherever they are in the app: a new
 * order for them, one given to someone else, one the store cancelled. Their own steps say nothing
 * (they just took them). Riders have no notification bell (spec §2), so this is how they hear.
 */
export function riderNoticeOf(payload: unknown, riderId: string | null): { title: string; text: string } | null {
  const push = readDeliveryUpdatePush(payload);
  if (!push || !riderId) return null;
  const order = `Order #${shortOrderId(push.orderId)}`;
  if (push.partnerId !== riderId) return { title: 'Delivery reassigned', text: `${order} was given to another delivery partner.` };
  if (push.orderStatus === 'Cancelled') return { title: 'Order cancelled', text: `${order} was cancelled by the store. Do not deliver it.` };
  if (push.status === 'Assigned') return { title: 'New delivery', text: `${order} is assigned to you.` };
  return null;
}
