import type { Order } from '@haat/contracts';
import { openDeliveryStatuses, type DeliveryStatus } from '@haat/contracts/delivery-rules';

export type StatusGroup = { status: DeliveryStatus; orders: Order[] };

/**
 * The open deliveries by status, in the order the work flows (Assigned, Picked Up, Out for
 * Delivery, Failed Attempt); each group keeps the server's order, empty groups are left out, and
 * an order without an open delivery is not the dashboard's.
 */
export function groupByStatus(orders: readonly Order[]): StatusGroup[] {
  return openDeliveryStatuses
    .map((status) => ({ status, orders: orders.filter((order) => order.delivery?.status === status) }))
    .filter((group) => group.orders.length > 0);
}
