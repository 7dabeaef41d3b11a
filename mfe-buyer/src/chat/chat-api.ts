import { api } from '@haat/web-kit';
import type { Conversation } from '@haat/contracts/chat-rules';
import { readChatList, readConversation, readStartedConversation } from '@haat/contracts/chat-reply';
import { replyData } from '@haat/contracts/reply-fields';
import type { StartConversation } from '@haat/web-kit/chat';

/** GET /chats: the buyer's conversations, latest message first. */
export async function fetchMyConversations(signal?: AbortSignal): Promise<Conversation[]> {
  const reply = await api.get<unknown>('/chats', { signal });
  return readChatList(replyData(reply), readConversation);
}

/**
 * POST /chats/stores/:storeId {initialMessage, clientId}: the buyer's first message to a store opens
 * their conversation — or finds the one they have (one per buyer and store). A first message that
 * is not the conversation's first (seq above 1) means there is history to load.
 */
export function startConversationWith(storeId: string): StartConversation {
  return async (initialMessage, clientId) => {
    const reply = await api.post<unknown>(`/chats/stores/${encodeURIComponent(storeId)}`, { initialMessage, clientId });
    const started = readStartedConversation(replyData(reply));
    if (!started) throw new Error('The reply has no conversation');
    return { ...started, created: (started.message?.seq ?? 1) <= 1 };
  };
}
