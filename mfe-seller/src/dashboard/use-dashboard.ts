import { useNewOrdersLive } from '../common/new-orders-live.ts';
import { COIN_BALANCE_KEY } from '../coins/use-coins.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchDashboardStats, fetchLatestOrders, fetchLowStock } from './dashboard-api.ts';

export const LATEST_ORDERS_LIMIT = 5;
export const LOW_STOCK_LIMIT = 5;

/** Query keys of the dashboard; `dashboardKey(storeId)` prefixes the store's. */
export const dashboardKey = (storeId: string) => ['seller-dashboard', storeId] as const;

/** The store's figures; nothing is asked while there is no store (null). */
export function useDashboardStats(storeId: string | null) {
  return useQuery({
    queryKey: [...dashboardKey(storeId ?? ''), 'stats'],
    queryFn: ({ signal }) => fetchDashboardStats(storeId ?? '', signal),
    enabled: storeId !== null,
    staleTime: 15_000,
  });
}

export function useLatestOrders(storeId: string) {
  return useQuery({
    queryKey: [...dashboardKey(storeId), 'latest-orders'],
    queryFn: ({ signal }) => fetchLatestOrders(storeId, LATEST_ORDERS_LIMIT, signal),
    staleTime: 15_000,
  });
}

export function useLowStock(storeId: string) {
  return useQuery({ queryKey: [...dashboardKey(storeId), 'low-stock'], queryFn: ({ signal }) => fetchLowStock(storeId, LOW_STOCK_LIMIT, signal), staleTime: 30_000 });
}

/**
 * A new order pushed live: the dashboard's numbers, latest orders and coin balance read again (an
 * order may have used a coin).
 */
export function useDashboardLive(storeId: string): void {
  const queryClient = useQueryClient();
  useNewOrdersLive(storeId, (orderStoreId) => {
    void queryClient.invalidateQueries({ queryKey: dashboardKey(orderStoreId) });
    void queryClient.invalidateQueries({ queryKey: COIN_BALANCE_KEY });
  });
}

