import { describeError, toast } from '@haat/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteBroadcast, fetchStoreBroadcasts, setBroadcastActive } from './broadcasts-api.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

export const storeBroadcastsKey = (storeId: string) => ['store-broadcasts', storeId] as const;

export function useStoreBroadcasts(storeId: string) {
  return useQuery({ queryKey: storeBroadcastsKey(storeId), queryFn: ({ signal }) => fetchStoreBroadcasts(storeId, signal), staleTime: 30_000 });
}

/** Switch on/off and delete, each refreshing the store's list and telling the seller how it went. */
export function useBroadcastActions(storeId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: storeBroadcastsKey(storeId) });
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setBroadcastActive(id, active),
    onSuccess: (_done, { active }) => toast.success(translate(messages, active ? 'broadcasts.activated' : 'broadcasts.deactivated')),
    onError: (err) => toast.error(describeError(err, translate(messages, 'broadcasts.updateFailed'))),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteBroadcast(id),
    onSuccess: () => toast.success(translate(messages, 'broadcasts.deleted')),
    onError: (err) => toast.error(describeError(err, translate(messages, 'broadcasts.deleteFailed'))),
    onSettled: refresh,
  });
  return { toggle, remove, refresh };
}
