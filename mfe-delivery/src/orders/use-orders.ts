import { describeError, isApiError, toast } from '@haat/web-kit';
import type { Order, UpdateDeliveryStatusBody } from '@haat/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveryKeys, FALLBACK_REFETCH_MS } from '../common/query-keys.ts';
import commonMessages from '../common/messages.json';
import { DELIVERY_STATUS_LABEL } from '../common/status-labels.ts';
import { translate } from '../i18n.ts';
import type { HistoryQuery } from './history-filters.ts';
import messages from './messages.json';
import { fetchDeliveryHistory, fetchDeliveryOrder, updateDeliveryStatus } from './orders-api.ts';

/** One page of the history; the previous page stays on screen while the next one loads. */
export function useDeliveryHistory(query: HistoryQuery) {
  return useQuery({
    queryKey: deliveryKeys.history(query),
    queryFn: ({ signal }) => fetchDeliveryHistory(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One order, re-read now and then in case a push was missed; a 404 (not the rider's any more) is not retried. */
export function useDeliveryOrder(orderId: string) {
  return useQuery({
    queryKey: deliveryKeys.order(orderId),
    queryFn: ({ signal }) => fetchDeliveryOrder(orderId, signal),
    enabled: orderId !== '',
    refetchInterval: FALLBACK_REFETCH_MS,
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status === 404),
  });
}

/**
 * Moves the delivery one step. On success the order the server answered shows at once, the rest of
 * the rider's data reloads and the server's notice shows as a toast. A failure is left to the
 * caller (shown inline next to what caused it) and the order is read again: a 409 usually means it
 * changed underneath (cancelled, reassigned, already moved on another phone).
 */
export function useStatusUpdate(orderId: string, { onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDeliveryStatusBody) => updateDeliveryStatus(orderId, body),
    onSuccess: ({ order, message }, body) => {
      queryClient.setQueryData<Order>(deliveryKeys.order(orderId), order);
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
      // The server's notice is in the rider's language; without one, the same words from the catalog.
      toast.success(message ?? translate(messages, 'orders.statusUpdated', { status: translate(commonMessages, DELIVERY_STATUS_LABEL[body.status]) }));
      onDone?.();
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: deliveryKeys.order(orderId) }),
  });
}

/** The text of a failed step: the server's own words (wrong code with the attempts left, a lock, a refused move). */
export const stepErrorText = (error: unknown): string => describeError(error, translate(messages, 'orders.stepError'));
