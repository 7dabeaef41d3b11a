import type {
  EventEnvelope, EventPayloads, EventType, OrderCreatedEvent, OrderItemsCancelledEvent, OrderPaymentVerifiedEvent,
  OrderReturnProcessedEvent, OrderReturnRequestedEvent, OrderStatus, OrderStatusChangedEvent,
} from '@haat/contracts';
import { rupeeText } from '@haat/contracts';
import { chatMessageNotification } from './chat-notifications.ts';
import { deliveryUpdatedNotification } from './delivery-notifications.ts';
import { grievanceUpdatedNotification, moderationActionNotification, reportClosedNotification, verificationDecidedNotification } from './moderation-notifications.ts';
import { orderLinks } from './order-links.ts';
import { orderRef } from './order-ref.ts';
import type { NotificationDraft } from '../notifications/deliver-notification.ts';
import { nameBasedSourceId } from '../notifications/notification-id.ts';

// Whole sentences, so that each reads as one text in the reader's language (server-kit's i18n).
const statusTexts: Record<OrderStatus, { type: string; title: string; message: (ref: string, store: string) => string }> = {
  Processing: { type: 'order_processing', title: 'Order Processing', message: (ref, store) => `Your order ${ref} from ${store} is being processed.` },
  Confirmed: { type: 'order_confirmed', title: 'Order Confirmed', message: (ref, store) => `Your order ${ref} from ${store} has been confirmed.` },
  Shipped: { type: 'order_shipped', title: 'Order Shipped', message: (ref, store) => `Your order ${ref} from ${store} has been shipped.` },
  Delivered: { type: 'order_delivered', title: 'Order Delivered', message: (ref, store) => `Your order ${ref} from ${store} has been delivered.` },
  Cancelled: { type: 'order_cancelled', title: 'Order Cancelled', message: (ref, store) => `Your order ${ref} from ${store} has been cancelled.` },
};

/** The buyer hears about every status change of their order, and the open list reloads (`orderStatusUpdate`). */
function statusChangedNotification(eventId: string, event: OrderStatusChangedEvent): NotificationDraft {
  const text = statusTexts[event.status];
  return {
    userId: event.userId,
    title: text.title,
    message: text.message(orderRef(event.orderId), event.storeName),
    type: text.type,
    data: { orderId: event.orderId, status: event.status, storeId: event.storeId, link: orderLinks.buyer(event.orderId) },
    sourceEventId: eventId,
    alsoPush: [{ event: 'orderStatusUpdate', payload: { orderId: event.orderId, status: event.status } }],
  };
}

/**
 * A new order tells two people: the store owner, with its total (`new_order`, keyed by the event's id),
 * and the buyer, that it is placed (`order_processing`, keyed by a name made from the event's id, so
 * a redelivered event stores neither twice).
 */
function orderCreatedNotifications(eventId: string, event: OrderCreatedEvent): NotificationDraft[] {
  const ref = orderRef(event.orderId);
  return [
    {
      userId: event.storeOwnerId,
      title: 'New Order',
      message: `You have a new order ${ref} at ${event.storeName} worth ${rupeeText(event.totalPrice)} (${event.paymentMethod}).`,
      type: 'new_order',
      data: { orderId: event.orderId, storeId: event.storeId, totalPrice: event.totalPrice, paymentMethod: event.paymentMethod, link: orderLinks.seller(event.orderId) },
      sourceEventId: eventId,
    },
    {
      userId: event.userId,
      title: 'Order placed',
      message: `Your order ${ref} from ${event.storeName} is placed. The store will confirm it soon.`,
      type: 'order_processing',
      data: { orderId: event.orderId, storeId: event.storeId, status: 'Processing', link: orderLinks.buyer(event.orderId) },
      sourceEventId: orderPlacedSourceId(eventId),
    },
  ];
}

/** The buyer's 'Order placed' notification's source id: one per `order.created` event. */
export const orderPlacedSourceId = (eventId: string) => nameBasedSourceId(`order_placed|${eventId}`);

/**
 * Cancelled lines tell the other side: the buyer when the store cancelled some of them (a whole
 * cancellation by the store is already told by its status change), the store owner when the buyer
 * cancelled. Null when nobody needs to hear.
 */
function itemsCancelledNotification(eventId: string, event: OrderItemsCancelledEvent): NotificationDraft | null {
  const data = { orderId: event.orderId, storeId: event.storeId, itemCount: event.items.length, wholeOrder: event.wholeOrder, totalPrice: event.totalPrice };
  const ref = orderRef(event.orderId);
  const count = event.items.length;
  if (event.cancelledBy === 'buyer') {
    return {
      userId: event.storeOwnerId,
      title: event.wholeOrder ? 'Order Cancelled by Customer' : 'Items Cancelled by Customer',
      message: event.wholeOrder
        ? `The customer cancelled order ${ref} at ${event.storeName}.`
        : count === 1
          ? `The customer cancelled 1 item of order ${ref} at ${event.storeName}. The new total is ${rupeeText(event.totalPrice)}.`
          : `The customer cancelled ${count} items of order ${ref} at ${event.storeName}. The new total is ${rupeeText(event.totalPrice)}.`,
      type: 'order_cancelled',
      data: { ...data, link: orderLinks.seller(event.orderId) },
      sourceEventId: eventId,
    };
  }
  if (event.wholeOrder) return null;
  return {
    userId: event.userId,
    title: 'Items Cancelled',
    message: count === 1
      ? `1 item of your order ${ref} from ${event.storeName} has been cancelled. Your new total is ${rupeeText(event.totalPrice)}.`
      : `${count} items of your order ${ref} from ${event.storeName} have been cancelled. Your new total is ${rupeeText(event.totalPrice)}.`,
    type: 'order_cancelled',
    data: { ...data, link: orderLinks.buyer(event.orderId) },
    sourceEventId: eventId,
  };
}

/** The store owner hears about a return request with the buyer's reason. */
function returnRequestedNotification(eventId: string, event: OrderReturnRequestedEvent): NotificationDraft {
  return {
    userId: event.storeOwnerId,
    title: 'Return Requested',
    message: `A return was requested for order ${orderRef(event.orderId)} at ${event.storeName}. Reason: ${event.reason}`,
    type: 'return_requested',
    data: { orderId: event.orderId, storeId: event.storeId, link: orderLinks.seller(event.orderId) },
    sourceEventId: eventId,
  };
}

/** The buyer hears the store's decision on their return, with the store's reason when it rejected. */
function returnProcessedNotification(eventId: string, event: OrderReturnProcessedEvent): NotificationDraft {
  const approved = event.decision === 'Approved';
  const because = !event.response ? '' : approved ? ` Note: ${event.response}` : ` Reason: ${event.response}`;
  return {
    userId: event.userId,
    title: approved ? 'Return Approved' : 'Return Rejected',
    message: (approved
      ? `Your return request for order ${orderRef(event.orderId)} from ${event.storeName} has been approved.`
      : `Your return request for order ${orderRef(event.orderId)} from ${event.storeName} has been rejected.`) + because,
    type: approved ? 'return_approved' : 'return_rejected',
    data: { orderId: event.orderId, storeId: event.storeId, decision: event.decision, link: orderLinks.buyer(event.orderId) },
    sourceEventId: eventId,
  };
}

/** The buyer hears that the store received their UPI payment. */
function paymentVerifiedNotification(eventId: string, event: OrderPaymentVerifiedEvent): NotificationDraft {
  return {
    userId: event.userId,
    title: 'Payment Verified',
    message: `Your UPI payment for order ${orderRef(event.orderId)} from ${event.storeName} has been verified.`,
    type: 'payment_success',
    data: { orderId: event.orderId, storeId: event.storeId, link: orderLinks.buyer(event.orderId) },
    sourceEventId: eventId,
  };
}

/** What each event tells, and whom: one draft, none (null), or several. Every event type has a row. */
const draftsByType: { [T in EventType]: (eventId: string, payload: EventPayloads[T]) => NotificationDraft | NotificationDraft[] | null } = {
  'order.status_changed': statusChangedNotification,
  'order.created': orderCreatedNotifications,
  'order.items_cancelled': itemsCancelledNotification,
  'order.return_requested': returnRequestedNotification,
  'order.return_processed': returnProcessedNotification,
  'order.payment_verified': paymentVerifiedNotification,
  'chat.message_sent': chatMessageNotification,
  'order.delivery_updated': deliveryUpdatedNotification,
  'broadcast.published': () => null, // one per follower: broadcasts/ fans it out
  'moderation.action_taken': moderationActionNotification,
  'moderation.report_closed': reportClosedNotification,
  'store.verification_decided': verificationDecidedNotification,
  'grievance.updated': grievanceUpdatedNotification,
  'user.ban_changed': () => null, // moderation audits it; the banned session simply ends
};

/** The notifications an event gives: none when it tells nobody anything new, two for a new order. */
export function notificationsForEvent(event: EventEnvelope): NotificationDraft[] {
  const build = draftsByType[event.type] as (eventId: string, payload: EventPayloads[EventType]) => NotificationDraft | NotificationDraft[] | null;
  const drafts = build(event.id, event.payload);
  return drafts === null ? [] : Array.isArray(drafts) ? drafts : [drafts];
}
