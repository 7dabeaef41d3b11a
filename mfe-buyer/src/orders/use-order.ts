import type { Order } from '@haat/contracts';
import { ORDER_UPDATED_EVENT, useSocketEvent } from '@haat/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cancelOrderItems, fetchOrder, requestReturn } from './orders-api.ts';

/** Every order the buyer has open starts with this key. */
const ordersRoot = ['order'] as const;
export const orderKey = (orderId: string) => [...ordersRoot, orderId] as const;
export const MY_ORDERS_KEY = ['my-orders'] as const;

/** GET /orders/:id under ['order', id] (checkout fills it with the order it placed). */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKey(orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    enabled: !!orderId,
  });
}

/** POST /orders/:id/request-return; the answer replaces the cached order and the list reloads. */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => requestReturn(orderId, reason),
    onSuccess: (order: Order) => {
      queryClient.setQueryData(orderKey(orderId), order);
      void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
    },
  });
}

/**
 * PUT /orders/:id/cancel-items with the given lines; the answer replaces the cached order and the
 * list reloads. A refusal (the store took the order on meanwhile) reloads the order, so the page
 * stops offering what the server refused.
 */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemIds: string[]) => cancelOrderItems(orderId, itemIds),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKey(orderId), order);
      void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
    },
  });
}

/**
 * Reloads the buyer's open order screens when a push concerns one of their orders (a status, a
 * payment verification, a return decision): the shell's socket announces it as ORDER_UPDATED_EVENT.
 * A delivery's every step comes as `deliveryUpdate` on the same socket; only the order queries on
 * show refetch, so the push needs no reading of its own.
 */
export function useLiveOrderUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('deliveryUpdate', () => {
    void queryClient.invalidateQueries({ queryKey: ordersRoot });
    void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
  });
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const orderId = (event as CustomEvent<{ orderId?: string }>).detail?.orderId;
      if (orderId) void queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
      void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
    };
    window.addEventListener(ORDER_UPDATED_EVENT, onUpdate);
    return () => window.removeEventListener(ORDER_UPDATED_EVENT, onUpdate);
  }, [queryClient]);
}
