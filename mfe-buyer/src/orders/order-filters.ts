import type { Order } from '@haat/contracts';
import { translate } from '../i18n.ts';
import messages from './messages.json';
import { orderIdOf, returnState } from './order-view.ts';

/** Spec §5: the status filter's options, in order, with the labels the select shows. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'orders.allOrders' },
  { value: 'processing', label: 'orders.processing' },
  { value: 'confirmed', label: 'orders.confirmed' },
  { value: 'shipped', label: 'orders.shipped' },
  { value: 'delivered', label: 'orders.delivered' },
  { value: 'cancelled', label: 'orders.cancelled' },
  { value: 'return-requested', label: 'orders.returnRequested' },
  { value: 'return-approved', label: 'orders.returnApproved' },
  { value: 'return-rejected', label: 'orders.returnRejected' },
] as const satisfies readonly { value: string; label: keyof typeof messages }[];
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export const isStatusFilter = (value: string): value is StatusFilter => STATUS_FILTERS.some((f) => f.value === value);

type Searchable = Pick<Order, 'id' | '_id' | 'status' | 'returnRequest'> & { storeId: Pick<Order['storeId'], 'name'> | null };

/** Spec §5: the search matches the order id (whole or the short number shown) or the store name, case-insensitive. */
export function matchesSearch(order: Searchable, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const id = orderIdOf(order).toLowerCase();
  const compactNeedle = needle.replace(/^#/, '').replace(/-/g, '');
  return id.includes(needle) || (compactNeedle !== '' && id.replace(/-/g, '').includes(compactNeedle))
    || (order.storeId?.name ?? '').toLowerCase().includes(needle);
}

/** The order's status, or its return state for the return-* options. */
function matchesStatus(order: Searchable, status: StatusFilter): boolean {
  if (status === 'all') return true;
  if (status.startsWith('return-')) return returnState(order)?.key === status;
  return order.status.toLowerCase() === status;
}

export function filterOrders<T extends Searchable>(orders: readonly T[], search: string, status: StatusFilter): T[] {
  return orders.filter((o) => matchesSearch(o, search) && matchesStatus(o, status));
}

export const isFiltering = (search: string, status: StatusFilter): boolean => search.trim() !== '' || status !== 'all';

/** 'Showing X of Y orders': X the orders on screen, Y all the buyer's orders (the server's count). */
export const showingText = (shown: number, total: number): string => translate(messages, 'orders.showing', { shown, count: Math.max(total, shown) });
