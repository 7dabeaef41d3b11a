import type { Order, OrderStatus } from '@haat/contracts';
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

/** How each payment method is named on the screens; the value sent and compared stays the English one. */
export const PAYMENT_METHOD_LABEL: Record<Order['paymentMethod'], keyof typeof messages> = {
  'Cash on Delivery': 'orders.paymentCod',
  'UPI Payment': 'orders.paymentUpi',
};

/** A return request's status as its badge names it. */
export const RETURN_STATUS_LABEL: Record<NonNullable<Order['returnRequest']['status']>, keyof typeof messages> = {
  Pending: 'orders.returnPending',
  Approved: 'orders.returnApprovedBadge',
  Rejected: 'orders.returnRejectedBadge',
};
