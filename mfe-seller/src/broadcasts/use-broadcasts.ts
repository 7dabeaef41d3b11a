import { describeError, toast } from '@haat/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteBroadcast, fetchStoreBroadcasts, setBroadcastActive } from './broadcasts-api.ts';

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
    onSuccess: (_done, { active }) => toast.success(active ? 'Broadcast activated' : 'Broadcast deactivated'),
    onError: (err) => toast.error(describeError(err, 'Failed to update broadcast')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteBroadcast(id),
    onSuccess: () => toast.success('Broadcast deleted successfully'),
    onError: (err) => toast.error(describeError(err, 'Failed to delete broadcast')),
    onSettled: refresh,
  });
  return { toggle, remove, refresh };
}
