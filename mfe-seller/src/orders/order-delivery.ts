import type { DeliveryPartner, Order, OrderDelivery } from '@haat/contracts';
import { canReassign, deliveryStatusLabels } from '@haat/contracts/delivery-rules';
import { isFinalStatus } from './order-actions.ts';

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
  return `${deliveryStatusLabels[delivery.status]} · ${delivery.partnerName}${delivery.needsReview ? ' · needs review' : ''}`;
}

/** The badge tone of a delivery status. */
export function deliveryTone(status: NonNullable<Order['delivery']>['status']): 'success' | 'info' | 'warning' | 'danger' {
  if (status === 'Delivered') return 'success';
  if (status === 'Failed Attempt') return 'danger';
  if (status === 'Returned to Store') return 'warning';
  return 'info';
}

export type PartnerOption = { id: string; label: string; available: boolean };

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
    label: `${p.name} · ${p.isAvailable ? 'available' : 'unavailable'}${p.openDeliveries > 0 ? ` · ${p.openDeliveries} open` : ''}`,
  }));
}

/** Why a delivery is flagged for the seller's look (docs/decisions/0092-proof-of-delivery.md). */
export function reviewReasons(delivery: Pick<OrderDelivery, 'needsReview' | 'proofPhoto' | 'codAmountCollected'>, orderTotal: number): string[] {
  if (!delivery.needsReview) return [];
  const reasons: string[] = [];
  if (delivery.proofPhoto) reasons.push('Delivered with a photo instead of the customer’s code.');
  if (delivery.codAmountCollected !== null && Math.round(delivery.codAmountCollected * 100) !== Math.round(orderTotal * 100)) {
    reasons.push('The cash collected differs from the order total.');
  }
  return reasons.length > 0 ? reasons : ['Please check this delivery.'];
}
