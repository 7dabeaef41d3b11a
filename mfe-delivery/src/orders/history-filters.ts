import { deliveryStatuses, type DeliveryStatus } from '@haat/contracts/delivery-rules';
import commonMessages from '../common/messages.json';
import { DELIVERY_STATUS_LABEL } from '../common/status-labels.ts';
import messages from './messages.json';

/**
 * The history's filters as they live in the address (?status=&from=&to=&page=), so Back from an
 * order returns to the same list, and the query they make for GET /delivery/orders.
 */

export type HistoryStatus = DeliveryStatus | 'active' | 'completed';
export type HistoryFilters = { status: HistoryStatus | ''; from: string; to: string; page: number };
export type HistoryQuery = { status?: HistoryStatus; from?: string; to?: string; page: number; limit: number };

export const HISTORY_PAGE_SIZE = 20;

/** The texts the status filter shows: its own choices and the statuses' names. */
export const filterMessages = { ...commonMessages, ...messages };

/** Each choice of the status filter and its words' id in filterMessages. */
export const historyStatusOptions: readonly { value: HistoryStatus | ''; label: keyof typeof filterMessages }[] = [
  { value: '', label: 'orders.filterAll' },
  { value: 'active', label: 'orders.filterActive' },
  { value: 'completed', label: 'orders.filterCompleted' },
  ...deliveryStatuses.map((status) => ({ value: status, label: DELIVERY_STATUS_LABEL[status] })),
];

const isHistoryStatus = (value: string | null): value is HistoryStatus =>
  value === 'active' || value === 'completed' || deliveryStatuses.includes(value as DeliveryStatus);

/** A real calendar day written YYYY-MM-DD (what <input type="date"> gives); '' otherwise. */
function dayOf(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

/** The filters in the address; anything unknown or malformed counts as not set. */
export function filtersFromParams(params: URLSearchParams): HistoryFilters {
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: isHistoryStatus(status) ? status : '',
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export const isFiltered = (filters: HistoryFilters): boolean => filters.status !== '' || filters.from !== '' || filters.to !== '';

/** The server's query: only what is set; dates picked the wrong way round are read as the range they mean. */
export function historyQueryOf(filters: HistoryFilters): HistoryQuery {
  const [from, to] = filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to];
  const query: HistoryQuery = { page: filters.page, limit: HISTORY_PAGE_SIZE };
  if (filters.status) query.status = filters.status;
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/**
 * The address after a change: empty values and page 1 are left out. Changing a filter goes back to
 * page 1 (the old page may not exist in the new list); changing only the page keeps the filters.
 */
export function paramsWith(current: URLSearchParams, changes: Partial<Record<'status' | 'from' | 'to' | 'page', string>>): URLSearchParams {
  const next = new URLSearchParams(current);
  const filterChanged = Object.keys(changes).some((key) => key !== 'page');
  const all = filterChanged ? { page: '1', ...changes } : changes;
  for (const [key, value] of Object.entries(all)) {
    if (!value || (key === 'page' && value === '1')) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
