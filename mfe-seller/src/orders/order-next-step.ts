import type { OrderStatus } from '@haat/contracts';

/** The one step that moves an order on, as its primary button says it. */
export type NextStep = { status: OrderStatus; label: string };

/**
 * The order's next step along spec §4's statuses: Processing → Confirmed (the seller accepts it) →
 * Shipped (on its way) → Delivered; none once it is Delivered or Cancelled. The other moves the
 * server allows (back a step, Cancelled) stay in Update Status and the More menu.
 */
export function nextStepOf(status: OrderStatus): NextStep | null {
  switch (status) {
    case 'Processing': return { status: 'Confirmed', label: 'Accept order' };
    case 'Confirmed': return { status: 'Shipped', label: 'Mark shipped' };
    case 'Shipped': return { status: 'Delivered', label: 'Mark delivered' };
    default: return null;
  }
}
