import type { Order, OrderStatus } from '@haat/contracts';
import { toPaise, toRupees } from '@haat/contracts/money';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** What the buyer screens show of an order, from its fields alone (spec §4, §9). */

/** An order's status (sent and compared in English) as the buyer reads it. */
export const STATUS_LABEL: Record<OrderStatus, keyof typeof messages> = {
  Processing: 'orders.processing', Confirmed: 'orders.confirmed', Shipped: 'orders.shipped', Delivered: 'orders.delivered', Cancelled: 'orders.cancelled',
};


const PROGRESS: Partial<Record<OrderStatus, number>> = { Processing: 25, Confirmed: 50, Shipped: 75 };

/** The progress bar's value: Processing 25 %, Confirmed 50 %, Shipped 75 %; none once delivered or cancelled. */
export const progressOf = (status: OrderStatus): number | null => PROGRESS[status] ?? null;

type Tone = 'success' | 'warning' | 'info' | 'danger';
type Badge = { label: string; tone: Tone };

/**
 * Spec §4 'Payment badge': UPI verified or awaiting verification; COD pays on delivery; else 'Paid'
 * if paid. Once a COD order is delivered the cash has been handed over (the order service marks it
 * paid then), so it reads 'Paid on delivery' rather than asking for money already paid (issue 35);
 * a cancelled one asks for nothing.
 */
export function paymentBadge(order: Pick<Order, 'paymentMethod' | 'isPaid' | 'upiPayment' | 'status'>): Badge | null {
  if (order.paymentMethod === 'UPI Payment') {
    return order.upiPayment?.paymentVerified
      ? { label: translate(messages, 'orders.paymentVerified'), tone: 'success' }
      : { label: translate(messages, 'orders.awaitingVerification'), tone: 'warning' };
  }
  if (order.paymentMethod === 'Cash on Delivery') {
    if (order.isPaid || order.status === 'Delivered') return { label: translate(messages, 'orders.paidOnDelivery'), tone: 'success' };
    // A cancelled order will not be delivered: there is nothing to pay.
    return order.status === 'Cancelled' ? null : { label: translate(messages, 'orders.payOnDelivery'), tone: 'info' };
  }
  return order.isPaid ? { label: translate(messages, 'orders.paid'), tone: 'success' } : null;
}

type ReturnKey = 'return-requested' | 'return-approved' | 'return-rejected';

/** Spec §4: Return Requested (no decision yet), Return Approved, Return Rejected; null when none was asked. */
export function returnState(order: Pick<Order, 'returnRequest'>): (Badge & { key: ReturnKey }) | null {
  const r = order.returnRequest;
  if (!r?.isRequested) return null;
  if (r.status === 'Approved') return { key: 'return-approved', label: translate(messages, 'orders.returnApproved'), tone: 'success' };
  if (r.status === 'Rejected') return { key: 'return-rejected', label: translate(messages, 'orders.returnRejected'), tone: 'danger' };
  return { key: 'return-requested', label: translate(messages, 'orders.returnRequested'), tone: 'warning' };
}

/**
 * The buyer may cancel while the store has not taken the order on yet (spec: cancel-items for the
 * buyer only while Processing) and something is left to cancel.
 */
export const canCancelOrder = (order: Pick<Order, 'status' | 'items'>): boolean =>
  order.status === 'Processing' && (order.items ?? []).some((item) => !item.cancelled);

/** The ids of the lines not cancelled yet: what 'Cancel order' cancels. */
export const openItemIds = (order: Pick<Order, 'items'>): string[] =>
  (order.items ?? []).filter((item) => !item.cancelled).map((item) => item.id || item._id);

/** A return may be asked once, after delivery. */
export const canRequestReturn = (order: Pick<Order, 'status' | 'returnRequest'>): boolean =>
  order.status === 'Delivered' && !order.returnRequest?.isRequested;

type OrderTotals = { itemsTotal: number; shippingFee: number; total: number; cancelledItems: number };

/**
 * Spec §9: the sum of price × quantity over the items not cancelled, plus the shipping fee, summed
 * in paise as contracts' orderTotal does (order-view.test.ts compares them).
 */
export function orderTotals(order: Pick<Order, 'items' | 'shippingFee'>): OrderTotals {
  const items = order.items ?? [];
  const itemsPaise = items.filter((i) => !i.cancelled).reduce((sum, i) => sum + toPaise(i.price) * i.quantity, 0);
  const shippingPaise = toPaise(order.shippingFee ?? 0);
  return {
    itemsTotal: toRupees(itemsPaise),
    shippingFee: toRupees(shippingPaise),
    total: toRupees(itemsPaise + shippingPaise),
    cancelledItems: items.filter((i) => i.cancelled).length,
  };
}

/**
 * What the buyer is told about the order's cancelled lines, saying who cancelled them (issue 35: the
 * buyer's own cancellation read as the store's): 'You cancelled this order.', 'The store cancelled
 * this order.', or the count each side cancelled and that the total was adjusted. A line cancelled
 * before the service kept who did it (cancelledBy null) was the store's.
 */
export function cancellationNote(order: Pick<Order, 'status' | 'items'>): string | null {
  const cancelled = (order.items ?? []).filter((item) => item.cancelled);
  if (cancelled.length === 0) return null;
  const byBuyer = cancelled.filter((item) => item.cancelledBy === 'buyer').length;
  const byStore = cancelled.length - byBuyer;
  if (order.status === 'Cancelled' && byStore === 0) return translate(messages, 'orders.youCancelledOrder');
  if (order.status === 'Cancelled' && byBuyer === 0) return translate(messages, 'orders.storeCancelledOrder');
  const who = [
    byBuyer > 0 ? translate(messages, 'orders.youCancelledItems', { count: byBuyer }) : '',
    byStore > 0 ? translate(messages, 'orders.storeCancelledItems', { count: byStore }) : '',
  ].filter(Boolean).join(' ');
  return order.status === 'Cancelled' ? who : translate(messages, 'orders.totalAdjusted', { who });
}

/** The toast after the buyer cancels: 'You cancelled this order' and how many items, in words. */
export const cancelledToastText = (itemCount: number): { title: string; message: string } =>
  ({ title: translate(messages, 'orders.cancelledToast'), message: translate(messages, 'orders.itemsCancelled', { count: itemCount }) });

export const orderIdOf = (order: Pick<Order, 'id' | '_id'>): string => order.id || order._id;
