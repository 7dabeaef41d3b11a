import { useSocketStatus } from '@haat/web-kit';
import { listPollInterval } from '@haat/web-kit/chat';
import { useQuery } from '@tanstack/react-query';
import { fetchMyConversations } from './chat-api.ts';

export const MY_CHATS_KEY = ['chats'] as const;

/** The buyer's conversations (GET /chats), re-read every 30 s while the socket is down (the socket keeps it live otherwise). */
export function useMyConversations(enabled = true) {
  const connection = useSocketStatus((s) => s.connection);
  return useQuery({
    queryKey: MY_CHATS_KEY,
    queryFn: ({ signal }) => fetchMyConversations(signal),
    staleTime: 30_000,
    enabled,
    refetchInterval: listPollInterval(connection),
  });
}
