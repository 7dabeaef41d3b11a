import { useQuery } from '@tanstack/react-query';
import { deliveryKeys, FALLBACK_REFETCH_MS } from '../common/query-keys.ts';
import { fetchDeliveryMetrics, fetchOpenDeliveries } from './dashboard-api.ts';

export function useDeliveryMetrics() {
  return useQuery({ queryKey: deliveryKeys.metrics, queryFn: ({ signal }) => fetchDeliveryMetrics(signal), refetchInterval: FALLBACK_REFETCH_MS });
}

export function useOpenDeliveries() {
  return useQuery({ queryKey: deliveryKeys.openOrders, queryFn: ({ signal }) => fetchOpenDeliveries(signal), refetchInterval: FALLBACK_REFETCH_MS });
}
