import type { OrderStatus } from '@haat/contracts';
import type messages from './messages.json';

/** The one step that moves an order on, as its primary button says it (`label`: its words' id in ./messages.json). */
export type NextStep = { status: OrderStatus; label: keyof typeof messages };

/**
 * The order's next step along spec §4's statuses: Processing → Confirmed (the seller accepts it) →
 * Shipped (on its way) → Delivered; none once it is Delivered or Cancelled. The other moves the
 * server allows (back a step, Cancelled) stay in Update Status and the More menu.
 */
export function nextStepOf(status: OrderStatus): NextStep | null {
  switch (status) {
    case 'Processing': return { status: 'Confirmed', label: 'orders.acceptOrder' };
    case 'Confirmed': return { status: 'Shipped', label: 'orders.markShipped' };
    case 'Shipped': return { status: 'Delivered', label: 'orders.markDelivered' };
    default: return null;
  }
}
