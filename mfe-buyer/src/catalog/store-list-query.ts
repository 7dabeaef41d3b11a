import { STORE_SORTS, type StoreSort } from '@haat/contracts/store-reply';

/** Stores per page of /stores (and per 'Load more'). */
export const STORES_PAGE_SIZE = 24;

/** What the buyer chose on /stores; it lives in the address (?sort=&category=&open=&q=) so back and refresh keep it. */
export type StoreListFilters = { sort: StoreSort; category: string | null; openNow: boolean; search: string };

export const NO_FILTERS: StoreListFilters = { sort: 'recommended', category: null, openNow: false, search: '' };

const isSort = (value: string | null): value is StoreSort => STORE_SORTS.some((s) => s === value);

/** The address's search params → the filters; anything unknown falls back to its default. */
export function readStoreListFilters(params: URLSearchParams): StoreListFilters {
  const sort = params.get('sort');
  return {
    sort: isSort(sort) ? sort : 'recommended',
    category: params.get('category')?.trim() || null,
    openNow: params.get('open') === '1',
    search: params.get('q')?.trim() ?? '',
  };
}

/** The filters → search params, defaults left out (a plain /stores for no filter); other params of the address kept. */
export function writeStoreListFilters(filters: StoreListFilters, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('sort', filters.sort === 'recommended' ? null : filters.sort);
  set('category', filters.category);
  set('open', filters.openNow ? '1' : null);
  set('q', filters.search.trim() || null);
  return next;
}

/** True when a filter narrows the list (the empty state then offers 'Clear filters'). */
export const hasNarrowingFilters = (f: StoreListFilters): boolean => f.category !== null || f.openNow || f.search.trim() !== '';

export type Position = { lat: number; lng: number };

/**
 * The GET /stores query of one page: the city, the filters, the buyer's pincode (each store then
 * says whether it delivers there) and, for 'nearest', the buyer's position. 'nearest' without a
 * position asks for the recommended order (the page asks for the position first).
 */
export function storeListApiQuery(
  filters: StoreListFilters,
  { city, pincode, position, page }: { city: string | null; pincode: string | null; position: Position | null; page: number },
): Record<string, string | number | undefined> {
  const nearest = filters.sort === 'nearest' && position !== null;
  return {
    city: city || undefined,
    search: filters.search.trim() || undefined,
    sort: filters.sort === 'nearest' && !nearest ? undefined : filters.sort === 'recommended' ? undefined : filters.sort,
    lat: nearest ? round(position.lat) : undefined,
    lng: nearest ? round(position.lng) : undefined,
    category: filters.category ?? undefined,
    openNow: filters.openNow ? 'true' : undefined,
    pincode: pincode || undefined,
    page,
    limit: STORES_PAGE_SIZE,
  };
}

/** About 100 m: close enough to sort shops, and it does not send the buyer's exact position. */
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;
