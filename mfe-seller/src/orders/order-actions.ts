import type { Order, OrderStatus } from '@haat/contracts';
import { toPaise, toRupees } from '@haat/contracts/money';
import { idOf } from '@haat/contracts/reply-fields';
import { ORDER_ACTION_TEXTS } from './order-texts.ts';

/**
 * What the seller may do with an order now, from its fields alone (spec §4): cancel items until it
 * is Delivered or Cancelled, verify a UPI payment once, and decide a return while it is Pending.
 */

export type ReturnDecision = 'Approved' | 'Rejected';

/** The longest response the server takes (contracts' RETURN_RESPONSE_MAX_LENGTH). */
export const RETURN_RESPONSE_MAX_LENGTH = 500;

/**
 * The total shown: the server's totalPrice; without one, the items not cancelled plus shipping,
 * summed in paise as contracts' orderTotal (and the buyer's order screens) do.
 */
export function orderTotalOf(order: Pick<Order, 'totalPrice' | 'items' | 'shippingFee'>): number {
  if (typeof order.totalPrice === 'number') return order.totalPrice;
  const itemsPaise = order.items.filter((i) => !i.cancelled).reduce((sum, i) => sum + toPaise(i.price) * i.quantity, 0);
  return toRupees(itemsPaise + toPaise(order.shippingFee ?? 0));
}

/** Delivered and Cancelled are final: the server refuses any other status afterwards. */
export const isFinalStatus = (status: OrderStatus): boolean => status === 'Delivered' || status === 'Cancelled';

/** The item checkboxes and 'Cancel Selected Items' show while the order is open and has a line left. */
export function canCancelItems(order: Pick<Order, 'status' | 'items'>): boolean {
  return !isFinalStatus(order.status) && (order.items ?? []).some((item) => !item.cancelled);
}

/** The ids a seller may tick: the lines not cancelled yet (none once the order is final). */
export function selectableItemIds(order: Pick<Order, 'status' | 'items'>): string[] {
  if (!canCancelItems(order)) return [];
  return (order.items ?? []).filter((item) => !item.cancelled).map(idOf).filter(Boolean);
}

/** Ticks or unticks one line. */
export function toggleSelection(selected: ReadonlySet<string>, itemId: string): Set<string> {
  const next = new Set(selected);
  if (next.has(itemId)) next.delete(itemId);
  else next.add(itemId);
  return next;
}

/** After a refresh a ticked line may be cancelled (or the order final): keep only what can still be ticked. */
export function keepSelectable(selected: ReadonlySet<string>, order: Pick<Order, 'status' | 'items'>): Set<string> {
  const allowed = new Set(selectableItemIds(order));
  return new Set([...selected].filter((id) => allowed.has(id)));
}

type UpiPaymentView = {
  transactionId: string | null;
  screenshotImage: string | null;
  verified: boolean;
  verifiedAt: string | null;
  /** Spec §4: 'Pending Verification' until the seller verifies, then 'Verified'. */
  label: 'Pending Verification' | 'Verified';
};

/** The UPI details panel's content; null unless the order is paid by 'UPI Payment'. */
export function upiPaymentView(order: Pick<Order, 'paymentMethod' | 'upiPayment'>): UpiPaymentView | null {
  if (order.paymentMethod !== 'UPI Payment') return null;
  const upi = order.upiPayment;
  const verified = upi?.paymentVerified === true;
  return {
    transactionId: upi?.transactionId ?? null,
    screenshotImage: upi?.screenshotImage ?? null,
    verified,
    verifiedAt: upi?.verifiedAt ?? null,
    label: verified ? 'Verified' : 'Pending Verification', // i18n-ignore: the spec's value; the panel shows its own words
  };
}

/**
 * 'Verify Payment' is offered for a UPI order not verified yet, whatever its status: money that
 * arrived for an order cancelled later still has to be confirmed (and settled with the buyer).
 */
export function canVerifyPayment(order: Pick<Order, 'paymentMethod' | 'upiPayment'>): boolean {
  const upi = upiPaymentView(order);
  return upi !== null && !upi.verified;
}

/** The return panel shows once the buyer asked; processing is offered only while it is Pending. */
export const hasReturnRequest = (order: Pick<Order, 'returnRequest'>): boolean => order.returnRequest?.isRequested === true;
export const isReturnPending = (order: Pick<Order, 'returnRequest'>): boolean =>
  hasReturnRequest(order) && order.returnRequest.status === 'Pending';

/** Spec §5: rejecting needs a response text; approving does not. null when the decision may be sent. */
export function returnDecisionProblem(decision: ReturnDecision, response: string): string | null {
  return decision === 'Rejected' && response.trim() === '' ? ORDER_ACTION_TEXTS.rejectReasonRequired() : null;
}

/** The success notice of a processed return, as the server words it (spec §8). */
export const returnDecisionText = (decision: ReturnDecision): string =>
  decision === 'Approved' ? ORDER_ACTION_TEXTS.returnApproved() : ORDER_ACTION_TEXTS.returnRejected();
