import type { OrderStatus } from '@haat/contracts';

/**
 * The order statuses (spec §4), copied from contracts' orderStatuses: a value imported from
 * @haat/contracts would load zod into this remote. order-statuses.test.ts keeps the copy equal.
 */
export const ORDER_STATUSES: readonly OrderStatus[] = ['Processing', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'];

export const isOrderStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);
