import { PRODUCTS_PAGE_SIZE, useDebounced } from '@haat/web-kit';
import type { Product } from '@haat/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchStoreProducts } from '../api/stores-api.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A store's products, 50 a page. Spec §5: when the store has more than one page, search and
 * category are applied by the server (search debounced 300 ms); otherwise on the loaded list.
 */
export function useStoreProducts(storeId: string) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [serverFiltering, setServerFiltering] = useState(false);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);

  const filters = serverFiltering ? { search: debouncedSearch || undefined, category: category ?? undefined } : {};
  const query = useInfiniteQuery({
    queryKey: ['store-products', storeId, filters],
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchStoreProducts(storeId, { page: pageParam, ...filters }, signal);
      // Decided once, from the unfiltered first page.
      if (!serverFiltering && pageParam === 1 && page.totalCount > PRODUCTS_PAGE_SIZE) setServerFiltering(true);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.currentPage + 1 : undefined),
    staleTime: 5 * 60_000,
  });

  const loaded: Product[] = query.data?.pages.flatMap((p) => p.data ?? []) ?? [];
  const totalCount = query.data?.pages[0]?.totalCount ?? loaded.length;
  const needle = search.trim().toLowerCase();
  const shown = serverFiltering
    ? loaded
    : loaded.filter((p) => (!category || p.category === category) && (!needle || `${p.name} ${p.description} ${p.category}`.toLowerCase().includes(needle)));

  return { query, shown, loaded, totalCount, search, setSearch, category, setCategory, filtering: !!needle || !!category };
}
