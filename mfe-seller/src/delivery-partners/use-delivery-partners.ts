import { useSocketEvent } from '@haat/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchDeliveryPartners } from './delivery-partners-api.ts';

export const DELIVERY_PARTNERS_KEY = ['delivery-partners'] as const;

/** The store's partners; the order pages read them too (for the assign select), so `enabled` lets a page skip them. */
export function useDeliveryPartners({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: DELIVERY_PARTNERS_KEY, queryFn: ({ signal }) => fetchDeliveryPartners(signal), staleTime: 30_000, enabled });
}

/** A delivery changed (`deliveryUpdate`): open deliveries, deliveries today and cash per partner change with it. */
export function useDeliveryPartnersLive(): void {
  const queryClient = useQueryClient();
  useSocketEvent('deliveryUpdate', () => void queryClient.invalidateQueries({ queryKey: DELIVERY_PARTNERS_KEY }));
}
