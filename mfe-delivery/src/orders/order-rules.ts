import type { Order, OrderDelivery, UpdateDeliveryStatusBody } from '@haat/contracts';
import {
  DELIVERY_CODE_LENGTH, DELIVERY_TEXTS, failedAttemptReasons, LEFT_AT_DOOR, nextDeliveryStatuses, proofReasons,
  type DeliveryStatus, type ProofReason,
} from '@haat/contracts/delivery-rules';
import { cashToCollect, isCashOnDelivery } from '../common/delivery-order.ts';

/** What the rider may do with one order now, and what they must send for it, from the order alone. */

/**
 * Where the order stands for the rider: cancelled by the store, delivered by the store itself
 * (no buttons for either), or open with the next steps of its delivery (none once it is finished).
 */
export type OrderPhase =
  | { kind: 'cancelled' }
  | { kind: 'delivered-by-store' }
  | { kind: 'no-delivery' }
  | { kind: 'delivery'; status: DeliveryStatus; steps: readonly DeliveryStatus[] };

export function phaseOf(order: Pick<Order, 'status' | 'delivery'>): OrderPhase {
  const status = order.delivery?.status ?? null;
  if (order.status === 'Cancelled') return { kind: 'cancelled' };
  if (order.status === 'Delivered' && status !== 'Delivered') return { kind: 'delivered-by-store' };
  if (!status) return { kind: 'no-delivery' };
  return { kind: 'delivery', status, steps: nextDeliveryStatuses[status] };
}

/** How a step is taken: at once, or after a form (the code or a photo, a reason, a confirmation). */
export type StepForm = 'none' | 'delivered' | 'failed' | 'returned';

export function formOf(step: DeliveryStatus): StepForm {
  if (step === 'Delivered') return 'delivered';
  if (step === 'Failed Attempt') return 'failed';
  if (step === 'Returned to Store') return 'returned';
  return 'none';
}

/** The first next step is the main action; a failure or a return is never the highlighted one. */
export const isMainStep = (step: DeliveryStatus, steps: readonly DeliveryStatus[]): boolean =>
  step === steps[0] && step !== 'Failed Attempt' && step !== 'Returned to Store';

/** The reasons offered for a photo instead of the code: leaving cash on delivery at the door is refused. */
export function proofReasonsFor(order: Pick<Order, 'paymentMethod'>): readonly ProofReason[] {
  return isCashOnDelivery(order) ? proofReasons.filter((reason) => reason !== LEFT_AT_DOOR) : proofReasons;
}

/** The money line of the order page. */
export function amountLineOf(order: Pick<Order, 'paymentMethod' | 'totalPrice'>, formatPrice: (rupees: number) => string): string {
  return isCashOnDelivery(order) ? `Collect ${formatPrice(cashToCollect(order))} (Cash on Delivery)` : 'Paid by UPI — collect nothing';
}

export type TimelineStep = { label: string; at: string | null };

/** Assigned, picked up, out for delivery, delivered, each with its time once reached. */
export function timelineOf(delivery: Pick<OrderDelivery, 'assignedAt' | 'pickedUpAt' | 'outForDeliveryAt' | 'deliveredAt'>): TimelineStep[] {
  return [
    { label: 'Assigned', at: delivery.assignedAt || null },
    { label: 'Picked up', at: delivery.pickedUpAt },
    { label: 'Out for delivery', at: delivery.outForDeliveryAt },
    { label: 'Delivered', at: delivery.deliveredAt },
  ];
}

/** The cash field as typed ("1,250", "₹ 480.5") in rupees; null when it is no amount. */
export function cashAmountOf(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The Delivered form: the customer's code, or a photo and why there is no code; the cash for cash on delivery. */
export type DeliveredForm = {
  proof: 'code' | 'photo';
  code: string;
  photoUrl: string | null;
  reason: ProofReason | '';
  cash: string;
};

export type BodyResult = { ok: true; body: UpdateDeliveryStatusBody } | { ok: false; error: string; field: 'code' | 'photo' | 'reason' | 'cash' };

/** The body of PUT …/status for Delivered, or the first thing missing, in the server's words. */
export function deliveredBodyOf(form: DeliveredForm, order: Pick<Order, 'paymentMethod'>): BodyResult {
  const body: UpdateDeliveryStatusBody = { status: 'Delivered' };
  if (form.proof === 'code') {
    const code = form.code.replace(/\s/g, '');
    if (code === '') return { ok: false, error: DELIVERY_TEXTS.codeOrProofRequired, field: 'code' };
    if (!new RegExp(`^\\d{${DELIVERY_CODE_LENGTH}}$`).test(code)) return { ok: false, error: `The delivery code has ${DELIVERY_CODE_LENGTH} digits`, field: 'code' };
    body.deliveryCode = code;
  } else {
    if (!form.photoUrl) return { ok: false, error: DELIVERY_TEXTS.codeOrProofRequired, field: 'photo' };
    if (!form.reason) return { ok: false, error: DELIVERY_TEXTS.proofReasonRequired, field: 'reason' };
    if (!proofReasonsFor(order).includes(form.reason)) return { ok: false, error: DELIVERY_TEXTS.leftAtDoorNotForCod, field: 'reason' };
    body.proofPhoto = form.photoUrl;
    body.proofReason = form.reason;
  }
  if (isCashOnDelivery(order)) {
    const cash = cashAmountOf(form.cash);
    if (cash === null) return { ok: false, error: DELIVERY_TEXTS.codAmountRequired, field: 'cash' };
    body.codAmountCollected = cash;
  }
  return { ok: true, body };
}

/** The body for Failed Attempt: one of the fixed reasons. */
export function failedBodyOf(reason: string): { ok: true; body: UpdateDeliveryStatusBody } | { ok: false; error: string } {
  const known = failedAttemptReasons.find((r) => r === reason);
  return known ? { ok: true, body: { status: 'Failed Attempt', failedReason: known } } : { ok: false, error: DELIVERY_TEXTS.failedReasonRequired };
}

/** Cash other than the total is allowed (change the customer lacked) but the store will look at it. */
export function cashDiffers(form: Pick<DeliveredForm, 'cash'>, order: Pick<Order, 'paymentMethod' | 'totalPrice'>): boolean {
  const cash = cashAmountOf(form.cash);
  return isCashOnDelivery(order) && cash !== null && Math.round(cash * 100) !== Math.round(cashToCollect(order) * 100);
}
