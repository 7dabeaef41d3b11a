import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchCategories, fetchInventory, type InventoryFilters } from './products-api.ts';

const inventoryKey = (storeId: string) => ['seller-inventory', storeId] as const;
const categoriesKey = (storeId: string) => ['seller-categories', storeId] as const;

/** The seller's product list, page after page ("Load more" asks for the next cursor). */
export function useInventory(storeId: string, filters: InventoryFilters) {
  return useInfiniteQuery({
    queryKey: [...inventoryKey(storeId), filters],
    queryFn: ({ pageParam, signal }) => fetchInventory(storeId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });
}

export function useStoreCategories(storeId: string) {
  return useQuery({ queryKey: categoriesKey(storeId), queryFn: ({ signal }) => fetchCategories(storeId, signal), staleTime: 60_000 });
}

/** After a write: the list (every filter) and, when categories changed, those too; the dashboard's low-stock card reads the same list. */
export function useRefreshProducts(storeId: string) {
  const queryClient = useQueryClient();
  return useCallback((what: { categories?: boolean } = {}) => {
    void queryClient.invalidateQueries({ queryKey: inventoryKey(storeId) });
    if (what.categories) void queryClient.invalidateQueries({ queryKey: categoriesKey(storeId) });
  }, [queryClient, storeId]);
}
