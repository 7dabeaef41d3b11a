import { toast, useLiveNotifications } from '@haat/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchCoinBalance, fetchDashboardStats, fetchLatestOrders, fetchLowStock } from './dashboard-api.ts';

export const LATEST_ORDERS_LIMIT = 5;
export const LOW_STOCK_LIMIT = 5;

/** Query keys of the dashboard; `dashboardKey(storeId)` prefixes the store's. */
export const dashboardKey = (storeId: string) => ['seller-dashboard', storeId] as const;
export const COIN_BALANCE_KEY = ['coins', 'balance'] as const;

export function useDashboardStats(storeId: string) {
  return useQuery({ queryKey: [...dashboardKey(storeId), 'stats'], queryFn: ({ signal }) => fetchDashboardStats(storeId, signal), staleTime: 15_000 });
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

export function useCoinBalance() {
  return useQuery({ queryKey: COIN_BALANCE_KEY, queryFn: ({ signal }) => fetchCoinBalance(signal), staleTime: 30_000 });
}

/**
 * A new order pushed over the socket (`newNotification`, type 'new_order'): a toast, and the
 * dashboard's numbers, latest orders and coin balance read again (an order may have used a coin).
 */
export function useNewOrdersLive(storeId: string): void {
  const queryClient = useQueryClient();
  useLiveNotifications((notification) => {
    if (notification.type !== 'new_order') return;
    // The message already names the order (#XXXXXXXX), the store and the total.
    toast.success(notification.title || 'New Order', notification.message);
    const orderStore = notification.data['storeId'];
    void queryClient.invalidateQueries({ queryKey: typeof orderStore === 'string' ? dashboardKey(orderStore) : dashboardKey(storeId) });
    void queryClient.invalidateQueries({ queryKey: COIN_BALANCE_KEY });
  });
}
