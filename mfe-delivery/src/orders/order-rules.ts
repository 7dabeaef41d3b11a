import type { Order, OrderDelivery, UpdateDeliveryStatusBody } from '@haat/contracts';
import {
  DELIVERY_CODE_LENGTH, failedAttemptReasons, LEFT_AT_DOOR, nextDeliveryStatuses, proofReasons,
  type DeliveryStatus, type ProofReason,
} from '@haat/contracts/delivery-rules';
import type { Translate } from '@haat/web-kit';
import { cashToCollect, isCashOnDelivery } from '../common/delivery-order.ts';
import type messages from './messages.json';

type T = Translate<typeof messages>;
type FailedAttemptReason = (typeof failedAttemptReasons)[number];

/** The words shown for a reason the server takes in English (the proof of a delivery without its code). */
export const PROOF_REASON_LABEL: Record<ProofReason, keyof typeof messages> = {
  'Customer could not find the code': 'orders.reasonCodeNotFound',
  'Handed to a family member or neighbour': 'orders.reasonHandedToFamily',
  'Left at the door': 'orders.reasonLeftAtDoor',
};

/** The words shown for why an attempt failed (the server takes the English value). */
export const FAILED_REASON_LABEL: Record<FailedAttemptReason, keyof typeof messages> = {
  'Customer not reachable': 'orders.failedNotReachable',
  'Customer not at the address': 'orders.failedNotAtAddress',
  'Address not found': 'orders.failedAddressNotFound',
  'Customer refused the order': 'orders.failedRefused',
  Other: 'orders.failedOther',
};

/** A reason the server sent back, in the words of the language shown; an unknown one as it came. */
export function reasonText(reason: string, t: T): string {
  const label = PROOF_REASON_LABEL[reason as ProofReason] ?? FAILED_REASON_LABEL[reason as FailedAttemptReason];
  return label ? t(label) : reason;
}

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
export function amountLineOf(order: Pick<Order, 'paymentMethod' | 'totalPrice'>, formatPrice: (rupees: number) => string, t: T): string {
  return isCashOnDelivery(order) ? t('orders.amountCod', { amount: formatPrice(cashToCollect(order)) }) : t('orders.amountPaid');
}

/** A step of the timeline: its words' id in ./messages.json, and when it was reached. */
export type TimelineStep = { label: keyof typeof messages; at: string | null };

/** Assigned, picked up, out for delivery, delivered, each with its time once reached. */
export function timelineOf(delivery: Pick<OrderDelivery, 'assignedAt' | 'pickedUpAt' | 'outForDeliveryAt' | 'deliveredAt'>): TimelineStep[] {
  return [
    { label: 'orders.timelineAssigned', at: delivery.assignedAt || null },
    { label: 'orders.timelinePickedUp', at: delivery.pickedUpAt },
    { label: 'orders.timelineOutForDelivery', at: delivery.outForDeliveryAt },
    { label: 'orders.timelineDelivered', at: delivery.deliveredAt },
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

/** The body of PUT …/status for Delivered, or the first thing missing, in the server's words (DELIVERY_TEXTS) and the language shown. */
export function deliveredBodyOf(form: DeliveredForm, order: Pick<Order, 'paymentMethod'>, t: T): BodyResult {
  const body: UpdateDeliveryStatusBody = { status: 'Delivered' };
  if (form.proof === 'code') {
    const code = form.code.replace(/\s/g, '');
    if (code === '') return { ok: false, error: t('orders.codeOrProofRequired'), field: 'code' };
    if (!new RegExp(`^\\d{${DELIVERY_CODE_LENGTH}}$`).test(code)) return { ok: false, error: t('orders.codeLength', { length: DELIVERY_CODE_LENGTH }), field: 'code' };
    body.deliveryCode = code;
  } else {
    if (!form.photoUrl) return { ok: false, error: t('orders.codeOrProofRequired'), field: 'photo' };
    if (!form.reason) return { ok: false, error: t('orders.proofReasonRequired'), field: 'reason' };
    if (!proofReasonsFor(order).includes(form.reason)) return { ok: false, error: t('orders.leftAtDoorNotForCod'), field: 'reason' };
    body.proofPhoto = form.photoUrl;
    body.proofReason = form.reason;
  }
  if (isCashOnDelivery(order)) {
    const cash = cashAmountOf(form.cash);
    if (cash === null) return { ok: false, error: t('orders.codAmountRequired'), field: 'cash' };
    body.codAmountCollected = cash;
  }
  return { ok: true, body };
}

/** The body for Failed Attempt: one of the fixed reasons. */
export function failedBodyOf(reason: string, t: T): { ok: true; body: UpdateDeliveryStatusBody } | { ok: false; error: string } {
  const known = failedAttemptReasons.find((r) => r === reason);
  return known ? { ok: true, body: { status: 'Failed Attempt', failedReason: known } } : { ok: false, error: t('orders.failedReasonRequired') };
}

/** Cash other than the total is allowed (change the customer lacked) but the store will look at it. */
export function cashDiffers(form: Pick<DeliveredForm, 'cash'>, order: Pick<Order, 'paymentMethod' | 'totalPrice'>): boolean {
  const cash = cashAmountOf(form.cash);
  return isCashOnDelivery(order) && cash !== null && Math.round(cash * 100) !== Math.round(cashToCollect(order) * 100);
}
