import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchCityStoreCategories, fetchStoreListPage } from './store-list-api.ts';
import { storeListApiQuery, type Position, type StoreListFilters } from './store-list-query.ts';

type Where = { city: string | null; pincode: string | null; position: Position | null; enabled?: boolean };

/**
 * The /stores list, page by page (GET /stores, 24 a page): `fetchNextPage` loads the next one, the
 * pages' stores come out as one list with the total. The spec caches store lists for 30 s. Not
 * `enabled` while 'Nearest' waits for the buyer's position.
 */
export function useCityStores(filters: StoreListFilters, { city, pincode, position, enabled = true }: Where) {
  return useInfiniteQuery({
    queryKey: ['stores', 'list', city ?? '', pincode ?? '', filters, filters.sort === 'nearest' ? position : null],
    queryFn: ({ pageParam, signal }) => fetchStoreListPage(storeListApiQuery(filters, { city, pincode, position, page: pageParam }), signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.currentPage + 1 : undefined),
    select: (data) => ({ stores: data.pages.flatMap((p) => p.stores), totalCount: data.pages.at(-1)?.totalCount ?? 0 }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The city's store categories with their counts, for the filter chips. */
export function useStoreCategories(city: string | null) {
  return useQuery({
    queryKey: ['stores', 'categories', city ?? ''],
    queryFn: ({ signal }) => fetchCityStoreCategories(city, signal),
    staleTime: 60_000,
  });
}
