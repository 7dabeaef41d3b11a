import { toast, usePageSocket, useSession, useSocketEvent } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { deliveryKeys } from './query-keys.ts';
import { riderNoticeOf } from './rider-notices.ts';

/**
 * While mounted: holds the page socket (the shell holds it too, for riders and sellers) and reloads
 * the rider's data on screen whenever the server pushes `deliveryUpdate` (an order assigned to
 * them, moved, reassigned or cancelled), so a new order shows without a reload; a new, reassigned
 * or cancelled order is also said in a toast.
 */
export function useDeliveryLive(): void {
  usePageSocket();
  const { user } = useSession();
  const queryClient = useQueryClient();
  useSocketEvent('deliveryUpdate', (payload) => {
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
    const notice = riderNoticeOf(payload, user?.id ?? null);
    if (notice) toast.info(notice.title, notice.text);
  });
}
