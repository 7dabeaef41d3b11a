import { useSocketEvent } from '@haat/web-kit';
import { useNewOrdersLive } from '../common/new-orders-live.ts';
import type { Order } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DELIVERY_PARTNERS_KEY } from '../delivery-partners/use-delivery-partners.ts';
import { fetchInvoice, fetchOrder, fetchStoreOrders, type StoreOrdersQuery } from './orders-api.ts';

/** Every list of one store (any filter or page) starts with this key, so one invalidation reloads them all. */
const storeOrdersRoot = (storeId: string) => ['store-orders', storeId] as const;
export const storeOrdersKey = (storeId: string, query: StoreOrdersQuery) => [...storeOrdersRoot(storeId), query] as const;
/** Every order of the detail page starts with this key. */
const ordersRoot = ['seller-order'] as const;
export const orderKey = (orderId: string) => [...ordersRoot, orderId] as const;
export const invoiceKey = (orderId: string) => ['seller-invoice', orderId] as const;

/** One page of the store's orders; the previous page stays on screen while the next one loads. */
export function useStoreOrders(storeId: string, query: StoreOrdersQuery) {
  return useQuery({
    queryKey: storeOrdersKey(storeId, query),
    queryFn: ({ signal }) => fetchStoreOrders(storeId, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A new order pushed live: the store's lists read again. So do they when a delivery moves. */
export function useStoreOrdersLive(storeId: string): void {
  const queryClient = useQueryClient();
  useNewOrdersLive(storeId, (orderStoreId) => void queryClient.invalidateQueries({ queryKey: storeOrdersRoot(orderStoreId) }));
  useOrderDeliveriesLive();
}

/**
 * A delivery changed (`deliveryUpdate`, pushed to the store's owner on every step): the order
 * screens on show read their orders again, and the partners' counts too. Only the queries in use
 * refetch, so the push needs no reading of its own.
 */
export function useOrderDeliveriesLive(): void {
  const queryClient = useQueryClient();
  useSocketEvent('deliveryUpdate', () => {
    void queryClient.invalidateQueries({ queryKey: ordersRoot });
    void queryClient.invalidateQueries({ queryKey: ['store-orders'] });
    void queryClient.invalidateQueries({ queryKey: DELIVERY_PARTNERS_KEY });
  });
}

export function useOrder(orderId: string) {
  return useQuery({ queryKey: orderKey(orderId), queryFn: ({ signal }) => fetchOrder(orderId, signal), enabled: orderId !== '' });
}

/** The invoice is issued once and never changes: read it once. */
export function useInvoice(orderId: string) {
  return useQuery({ queryKey: invoiceKey(orderId), queryFn: ({ signal }) => fetchInvoice(orderId, signal), enabled: orderId !== '', staleTime: Infinity, retry: false });
}

/**
 * After an order action: shows the order the server answered with at once, then reads it again
 * (and the store's lists): the buyer may have changed it meanwhile. Without an order (the action
 * failed) it only reloads, so the page catches up with what the server holds.
 */
export function useOrderRefresh(orderId: string): (updated?: Order) => void {
  const queryClient = useQueryClient();
  return useCallback((updated?: Order) => {
    if (updated && idOf(updated) === orderId) queryClient.setQueryData(orderKey(orderId), updated);
    void queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
    void queryClient.invalidateQueries({ queryKey: ['store-orders'] });
  }, [queryClient, orderId]);
}
