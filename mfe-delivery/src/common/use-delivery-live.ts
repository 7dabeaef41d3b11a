import { usePageSocket, useSocketEvent } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { deliveryKeys } from './query-keys.ts';

/**
 * While mounted: holds the page socket (the shell holds it only for buyers and sellers) and reloads
 * the rider's data on screen whenever the server pushes `deliveryUpdate` (an order assigned to
 * them, moved, reassigned or cancelled), so a new order shows without a reload.
 */
export function useDeliveryLive(): void {
  usePageSocket();
  const queryClient = useQueryClient();
  useSocketEvent('deliveryUpdate', () => void queryClient.invalidateQueries({ queryKey: deliveryKeys.all }));
}
