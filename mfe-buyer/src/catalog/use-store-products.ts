import { PRODUCTS_PAGE_SIZE, useDebounced } from '@haat/web-kit';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fetchStoreProducts, writtenStoreProducts } from './store-products-api.ts';
import { filterProducts } from './product-filter.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A store's products, 50 a page. Spec §5: when the store has more than one page, search and
 * category are applied by the server (search debounced 300 ms); otherwise on the loaded list, and
 * when the words typed match nothing there, by the server's search as well (debounced alike), which
 * forgives typos and knows other spellings and names: poah → Poha, tur dal → Toor Dal, aata → Atta.
 */
export function useStoreProducts(storeId: string) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [serverFiltering, setServerFiltering] = useState(false);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);

  const filters = serverFiltering ? { search: debouncedSearch || undefined, category: category ?? undefined } : {};
  const query = useInfiniteQuery({
    queryKey: ['store-products', storeId, filters],
    queryFn: ({ pageParam, signal }) => fetchStoreProducts(storeId, { page: pageParam, ...filters }, signal),
    // The first page the store page was served with, so the page renders once with it.
    initialData: () => {
      const first = serverFiltering ? undefined : writtenStoreProducts(storeId);
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.currentPage + 1 : undefined),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

  // Decided once, from the unfiltered first page however it came (fetched or served with the page):
  // state adjusted while rendering, as React advises for state that follows other values.
  if (!serverFiltering && (query.data?.pages[0]?.totalCount ?? 0) > PRODUCTS_PAGE_SIZE) setServerFiltering(true);

  const loaded = useMemo(() => (query.data?.pages ?? []).flatMap((p) => p.products), [query.data]);
  const totalCount = query.data?.pages[0]?.totalCount ?? loaded.length;
  const typed = search.trim();
  const filtering = !!typed || !!category;
  const onClient = serverFiltering ? loaded : filterProducts(loaded, search, category);

  // The loaded list has no product with the words as typed: the server's search of the whole store.
  const askServer = !serverFiltering && query.isSuccess && !!typed && onClient.length === 0;
  const settled = debouncedSearch === typed;
  const serverSearch = { search: debouncedSearch, category: category ?? undefined };
  const forgiving = useQuery({
    queryKey: ['store-products', storeId, 'search', serverSearch],
    queryFn: ({ signal }) => fetchStoreProducts(storeId, { page: 1, ...serverSearch }, signal),
    enabled: askServer && settled,
    staleTime: 5 * 60_000,
  });
  const found = useMemo(() => forgiving.data?.products ?? [], [forgiving.data]);
  /** Waiting for that search (until it answers, "nothing matches" would be premature). */
  const searching = askServer && (!settled || forgiving.isPending);
  const shown = askServer ? (settled ? found : []) : onClient;
  // Client filtering works on the whole store (it fits one page), so the filtered count is the total.
  const shownOf = serverFiltering || !filtering ? totalCount : shown.length;
  // A server search stops counting at 1,000: the page then says "1,000+".
  const shownOfIsCapped = (serverFiltering || !filtering) && query.data?.pages[0]?.totalIsCapped === true;

  return { query, shown, loaded, shownOf, shownOfIsCapped, search, setSearch, category, setCategory, filtering, serverFiltering, searching };
}
