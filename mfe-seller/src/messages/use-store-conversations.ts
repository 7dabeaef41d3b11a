import { useSocketStatus } from '@haat/web-kit';
import { listPollInterval } from '@haat/web-kit/chat';
import { useQuery } from '@tanstack/react-query';
import { fetchBlockedCustomers, fetchStoreConversations } from './messages-api.ts';

export const storeChatsKey = (storeId: string) => ['seller-chats', storeId] as const;
export const BLOCKED_CUSTOMERS_KEY = ['chat-blocked-users'] as const;

/** The store's conversations, re-read every 30 s while the socket is down (the socket keeps them live otherwise). */
export function useStoreConversations(storeId: string) {
  const connection = useSocketStatus((s) => s.connection);
  return useQuery({
    queryKey: storeChatsKey(storeId),
    queryFn: ({ signal }) => fetchStoreConversations(storeId, signal),
    staleTime: 30_000,
    refetchInterval: listPollInterval(connection),
  });
}

/** The customers blocked in chat, of this store only. */
export function useBlockedCustomers(storeId: string) {
  return useQuery({
    queryKey: BLOCKED_CUSTOMERS_KEY,
    queryFn: ({ signal }) => fetchBlockedCustomers(signal),
    staleTime: 30_000,
    select: (list) => list.filter((b) => b.storeId === storeId),
  });
}
