import type { Order } from '@haat/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { idOf } from '@haat/contracts/reply-fields';

/** The store's order list (store-orders.tsx loads it under this key). */
export const storeOrdersKey = (storeId: string) => ['store-orders', storeId] as const;

/**
 * After an order action: shows the order the server answered with at once, then reloads the
 * store's list (another tab, or the buyer, may have changed other orders meanwhile). Without an
 * order (the action failed) it only reloads, so the card catches up with what the server holds.
 */
export function useOrderRefresh(storeId: string): (updated?: Order) => void {
  const queryClient = useQueryClient();
  return useCallback((updated?: Order) => {
    if (updated) {
      queryClient.setQueryData<Order[]>(storeOrdersKey(storeId), (orders) => orders?.map((o) => (idOf(o) === idOf(updated) ? updated : o)));
    }
    void queryClient.invalidateQueries({ queryKey: storeOrdersKey(storeId) });
  }, [queryClient, storeId]);
}
