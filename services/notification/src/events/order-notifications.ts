import type { EventEnvelope, OrderCreatedEvent, OrderStatus, OrderStatusChangedEvent } from '@haat/contracts';
import type { NotificationDraft } from '../notifications/deliver-notification.ts';

/** `#` + the last 8 characters of the order id, upper-case: how the spec's screens name an order. */
export const orderRef = (orderId: string) => `#${orderId.slice(-8).toUpperCase()}`;

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
/** Rupees at the edge: `₹1,249.50`. */
export const formatRupees = (amount: number) => `₹${rupees.format(amount)}`;

const statusTexts: Record<OrderStatus, { type: string; title: string; verb: string }> = {
  Processing: { type: 'order_processing', title: 'Order Processing', verb: 'is being processed' },
  Confirmed: { type: 'order_confirmed', title: 'Order Confirmed', verb: 'has been confirmed' },
  Shipped: { type: 'order_shipped', title: 'Order Shipped', verb: 'has been shipped' },
  Delivered: { type: 'order_delivered', title: 'Order Delivered', verb: 'has been delivered' },
  Cancelled: { type: 'order_cancelled', title: 'Order Cancelled', verb: 'has been cancelled' },
};

/** The buyer hears about every status change of their order, and the open list reloads (`orderStatusUpdate`). */
export function statusChangedNotification(eventId: string, event: OrderStatusChangedEvent): NotificationDraft {
  const text = statusTexts[event.status];
  return {
    userId: event.userId,
    title: text.title,
    message: `Your order ${orderRef(event.orderId)} from ${event.storeName} ${text.verb}.`,
    type: text.type,
    data: { orderId: event.orderId, status: event.status, storeId: event.storeId },
    sourceEventId: eventId,
    alsoPush: [{ event: 'orderStatusUpdate', payload: { orderId: event.orderId, status: event.status } }],
  };
}

/** The store owner hears about each new order with its total. */
export function orderCreatedNotification(eventId: string, event: OrderCreatedEvent): NotificationDraft {
  return {
    userId: event.storeOwnerId,
    title: 'New Order',
    message: `You have a new order ${orderRef(event.orderId)} at ${event.storeName} worth ${formatRupees(event.totalPrice)} (${event.paymentMethod}).`,
    type: 'new_order',
    data: { orderId: event.orderId, storeId: event.storeId, totalPrice: event.totalPrice, paymentMethod: event.paymentMethod },
    sourceEventId: eventId,
  };
}

export function notificationForEvent(event: EventEnvelope): NotificationDraft {
  switch (event.type) {
    case 'order.status_changed':
      return statusChangedNotification(event.id, event.payload as OrderStatusChangedEvent);
    case 'order.created':
      return orderCreatedNotification(event.id, event.payload as OrderCreatedEvent);
    default:
      // Issue 5 (order life) gives each new order event its notification.
      throw new Error(`No notification for ${event.type} yet`);
  }
}
