import type {
  ChatMessageSentEvent, EventEnvelope, GrievanceUpdatedEvent, ModerationActionTakenEvent, ModerationReportClosedEvent, StoreVerificationDecidedEvent, OrderCreatedEvent, OrderDeliveryUpdatedEvent, OrderItemsCancelledEvent, OrderPaymentVerifiedEvent,
  OrderReturnProcessedEvent, OrderReturnRequestedEvent, OrderStatus, OrderStatusChangedEvent,
} from '@haat/contracts';
import { chatMessageNotification } from './chat-notifications.ts';
import { deliveryUpdatedNotification } from './delivery-notifications.ts';
import { grievanceUpdatedNotification, moderationActionNotification, reportClosedNotification, verificationDecidedNotification } from './moderation-notifications.ts';
import { orderRef } from './order-ref.ts';
import type { NotificationDraft } from '../notifications/deliver-notification.ts';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
/** Rupees at the edge: `₹1,249.50`. */
const formatRupees = (amount: number) => `₹${rupees.format(amount)}`;

const statusTexts: Record<OrderStatus, { type: string; title: string; verb: string }> = {
  Processing: { type: 'order_processing', title: 'Order Processing', verb: 'is being processed' },
  Confirmed: { type: 'order_confirmed', title: 'Order Confirmed', verb: 'has been confirmed' },
  Shipped: { type: 'order_shipped', title: 'Order Shipped', verb: 'has been shipped' },
  Delivered: { type: 'order_delivered', title: 'Order Delivered', verb: 'has been delivered' },
  Cancelled: { type: 'order_cancelled', title: 'Order Cancelled', verb: 'has been cancelled' },
};

/** The buyer hears about every status change of their order, and the open list reloads (`orderStatusUpdate`). */
function statusChangedNotification(eventId: string, event: OrderStatusChangedEvent): NotificationDraft {
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
function orderCreatedNotification(eventId: string, event: OrderCreatedEvent): NotificationDraft {
  return {
    userId: event.storeOwnerId,
    title: 'New Order',
    message: `You have a new order ${orderRef(event.orderId)} at ${event.storeName} worth ${formatRupees(event.totalPrice)} (${event.paymentMethod}).`,
    type: 'new_order',
    data: { orderId: event.orderId, storeId: event.storeId, totalPrice: event.totalPrice, paymentMethod: event.paymentMethod },
    sourceEventId: eventId,
  };
}

/**
 * Cancelled lines tell the other side: the buyer when the store cancelled some of them (a whole
 * cancellation by the store is already told by its status change), the store owner when the buyer
 * cancelled. Null when nobody needs to hear.
 */
function itemsCancelledNotification(eventId: string, event: OrderItemsCancelledEvent): NotificationDraft | null {
  const data = { orderId: event.orderId, storeId: event.storeId, itemCount: event.items.length, wholeOrder: event.wholeOrder, totalPrice: event.totalPrice };
  const count = `${event.items.length} item(s)`;
  if (event.cancelledBy === 'buyer') {
    return {
      userId: event.storeOwnerId,
      title: event.wholeOrder ? 'Order Cancelled by Customer' : 'Items Cancelled by Customer',
      message: event.wholeOrder
        ? `The customer cancelled order ${orderRef(event.orderId)} at ${event.storeName}.`
        : `The customer cancelled ${count} of order ${orderRef(event.orderId)} at ${event.storeName}. The new total is ${formatRupees(event.totalPrice)}.`,
      type: 'order_cancelled',
      data,
      sourceEventId: eventId,
    };
  }
  if (event.wholeOrder) return null;
  return {
    userId: event.userId,
    title: 'Items Cancelled',
    message: `${count} of your order ${orderRef(event.orderId)} from ${event.storeName} ${event.items.length === 1 ? 'has' : 'have'} been cancelled. Your new total is ${formatRupees(event.totalPrice)}.`,
    type: 'order_cancelled',
    data,
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
    data: { orderId: event.orderId, storeId: event.storeId },
    sourceEventId: eventId,
  };
}

/** The buyer hears the store's decision on their return, with the store's reason when it rejected. */
function returnProcessedNotification(eventId: string, event: OrderReturnProcessedEvent): NotificationDraft {
  const approved = event.decision === 'Approved';
  const because = event.response ? ` ${approved ? 'Note' : 'Reason'}: ${event.response}` : '';
  return {
    userId: event.userId,
    title: approved ? 'Return Approved' : 'Return Rejected',
    message: `Your return request for order ${orderRef(event.orderId)} from ${event.storeName} has been ${approved ? 'approved' : 'rejected'}.${because}`,
    type: approved ? 'return_approved' : 'return_rejected',
    data: { orderId: event.orderId, storeId: event.storeId, decision: event.decision },
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
    data: { orderId: event.orderId, storeId: event.storeId },
    sourceEventId: eventId,
  };
}

/** The notification an event gives, or null when that event tells nobody anything new. */
export function notificationForEvent(event: EventEnvelope): NotificationDraft | null {
  switch (event.type) {
    case 'order.status_changed':
      return statusChangedNotification(event.id, event.payload as OrderStatusChangedEvent);
    case 'order.created':
      return orderCreatedNotification(event.id, event.payload as OrderCreatedEvent);
    case 'order.items_cancelled':
      return itemsCancelledNotification(event.id, event.payload as OrderItemsCancelledEvent);
    case 'order.return_requested':
      return returnRequestedNotification(event.id, event.payload as OrderReturnRequestedEvent);
    case 'order.return_processed':
      return returnProcessedNotification(event.id, event.payload as OrderReturnProcessedEvent);
    case 'order.payment_verified':
      return paymentVerifiedNotification(event.id, event.payload as OrderPaymentVerifiedEvent);
    case 'chat.message_sent':
      return chatMessageNotification(event.id, event.payload as ChatMessageSentEvent);
    case 'order.delivery_updated':
      return deliveryUpdatedNotification(event.id, event.payload as OrderDeliveryUpdatedEvent);
    case 'broadcast.published':
      return null; // many notifications, not one: broadcasts/ fans it out
    case 'moderation.action_taken':
      return moderationActionNotification(event.id, event.payload as ModerationActionTakenEvent);
    case 'moderation.report_closed':
      return reportClosedNotification(event.id, event.payload as ModerationReportClosedEvent);
    case 'store.verification_decided':
      return verificationDecidedNotification(event.id, event.payload as StoreVerificationDecidedEvent);
    case 'grievance.updated':
      return grievanceUpdatedNotification(event.id, event.payload as GrievanceUpdatedEvent);
    case 'user.ban_changed':
      return null; // moderation audits it; the banned session simply ends
  }
}
