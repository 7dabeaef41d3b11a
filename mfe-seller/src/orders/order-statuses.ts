import type { OrderStatus } from '@haat/contracts';
import type messages from './messages.json';

/**
 * The order statuses (spec §4), copied from contracts' orderStatuses: a value imported from
 * @haat/contracts would load zod into this remote. order-statuses.test.ts keeps the copy equal.
 */
export const ORDER_STATUSES: readonly OrderStatus[] = ['Processing', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'];

export const isOrderStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/** How each status is named on the screens (./messages.json); the value sent and compared stays the English status. */
export const ORDER_STATUS_LABEL: Record<OrderStatus, keyof typeof messages> = {
  Processing: 'orders.statusProcessing',
  Confirmed: 'orders.statusConfirmed',
  Shipped: 'orders.statusShipped',
  Delivered: 'orders.statusDelivered',
  Cancelled: 'orders.statusCancelled',
};
