import type { DeliveryPartner, Order, OrderDelivery } from '@haat/contracts';
import { canReassign, type DeliveryStatus, type failedAttemptReasons, type proofReasons } from '@haat/contracts/delivery-rules';
import { translate } from '../i18n.ts';
import messages from './messages.json';
import { isFinalStatus } from './order-actions.ts';

type MessageId = keyof typeof messages;

/** How each delivery status is named on the screens (contracts' deliveryStatusLabels, in the language shown). */
export const DELIVERY_STATUS_LABEL: Record<DeliveryStatus, MessageId> = {
  Assigned: 'orders.deliveryAssigned',
  'Picked Up': 'orders.deliveryPickedUp',
  'Out for Delivery': 'orders.deliveryOutForDelivery',
  Delivered: 'orders.deliveryDelivered',
  'Failed Attempt': 'orders.deliveryFailedAttempt',
  'Returned to Store': 'orders.deliveryReturned',
};

/** The reasons a partner picks (a failed attempt, a delivery without the code), named in the language shown. */
export const REASON_LABEL: Record<(typeof failedAttemptReasons)[number] | (typeof proofReasons)[number], MessageId> = {
  'Customer not reachable': 'orders.failedNotReachable',
  'Customer not at the address': 'orders.failedNotAtAddress',
  'Address not found': 'orders.failedAddressNotFound',
  'Customer refused the order': 'orders.failedRefused',
  Other: 'orders.failedOther',
  'Customer could not find the code': 'orders.proofNoCode',
  'Handed to a family member or neighbour': 'orders.proofFamily',
  'Left at the door': 'orders.proofLeftAtDoor',
};

/** A partner's reason as shown: one of the list's, translated; anything else as the partner wrote it. */
export function reasonText(reason: string): string {
  return Object.hasOwn(REASON_LABEL, reason) ? translate(messages, REASON_LABEL[reason as keyof typeof REASON_LABEL]) : reason;
}

/**
 * What the seller's order screens show of an order's delivery by the store's own partner, from
 * the order's fields alone: the detail page's panel, the list row's line and its assign control.
 */

/** No panel for a delivered or cancelled order that never had a delivery; else assign, or show the delivery. */
export function deliveryPanelMode(order: Pick<Order, 'status' | 'delivery'>): 'hidden' | 'assign' | 'delivery' {
  if (order.delivery) return 'delivery';
  return isFinalStatus(order.status) ? 'hidden' : 'assign';
}

/** An open order may go to another partner until pickup, and again once it is back at the store. */
export const canReassignOrder = (order: Pick<Order, 'status' | 'delivery'>): boolean =>
  order.delivery !== null && !isFinalStatus(order.status) && canReassign(order.delivery.status);

/** The list row's compact assign control: open orders without a delivery. */
export const needsAssignment = (order: Pick<Order, 'status' | 'delivery'>): boolean => deliveryPanelMode(order) === 'assign';

/** The list row's line: "Out for delivery · Deepak Kumar". */
export function deliveryLine(order: Pick<Order, 'delivery'>): string | null {
  const delivery = order.delivery;
  if (!delivery) return null;
  const values = { status: translate(messages, DELIVERY_STATUS_LABEL[delivery.status]), partner: delivery.partnerName };
  return translate(messages, delivery.needsReview ? 'orders.deliveryLineReview' : 'orders.deliveryLine', values);
}

/** The badge tone of a delivery status. */
export function deliveryTone(status: NonNullable<Order['delivery']>['status']): 'success' | 'info' | 'warning' | 'danger' {
  if (status === 'Delivered') return 'success';
  if (status === 'Failed Attempt') return 'danger';
  if (status === 'Returned to Store') return 'warning';
  return 'info';
}

export type PartnerOption = { id: string; label: string; available: boolean };

/** A partner as the assign select names them: 'Deepak Kumar · available · 2 open'. */
function optionLabel(p: DeliveryPartner): string {
  const values = { name: p.name, open: p.openDeliveries };
  if (p.openDeliveries > 0) return translate(messages, p.isAvailable ? 'orders.optionAvailableOpen' : 'orders.optionUnavailableOpen', values);
  return translate(messages, p.isAvailable ? 'orders.optionAvailable' : 'orders.optionUnavailable', values);
}

/**
 * The partners an order may be given to: active ones who joined, the current one left out, the
 * available ones first (the server keeps newest first otherwise).
 */
export function partnerOptions(partners: readonly DeliveryPartner[], currentPartnerId: string | null = null): PartnerOption[] {
  const assignable = partners.filter((p) => p.status === 'Active' && p.isActive && p.userId !== null)
    .filter((p) => currentPartnerId === null || (p.id !== currentPartnerId && p.userId !== currentPartnerId));
  return [...assignable.filter((p) => p.isAvailable), ...assignable.filter((p) => !p.isAvailable)].map((p) => ({
    id: p.id,
    available: p.isAvailable,
    label: optionLabel(p),
  }));
}

/** Why a delivery is flagged for the seller's look (docs/decisions/0092-proof-of-delivery.md). */
export function reviewReasons(delivery: Pick<OrderDelivery, 'needsReview' | 'proofPhoto' | 'codAmountCollected'>, orderTotal: number): string[] {
  if (!delivery.needsReview) return [];
  const reasons: string[] = [];
  if (delivery.proofPhoto) reasons.push(translate(messages, 'orders.reviewPhoto'));
  if (delivery.codAmountCollected !== null && Math.round(delivery.codAmountCollected * 100) !== Math.round(orderTotal * 100)) {
    reasons.push(translate(messages, 'orders.reviewCash'));
  }
  return reasons.length > 0 ? reasons : [translate(messages, 'orders.reviewCheck')];
}
