import { api } from '@haat/web-kit';
import type { BlockedChatUser, Conversation } from '@haat/contracts/chat-rules';
import { readBlockedChatUser, readChatList, readConversation } from '@haat/contracts/chat-reply';
import { replyData } from '@haat/contracts/reply-fields';

const chatPath = (conversationId: string) => `/chats/${encodeURIComponent(conversationId)}`;

/** GET /chats/seller?storeId=: the store's conversations, latest message first. */
export async function fetchStoreConversations(storeId: string, signal?: AbortSignal): Promise<Conversation[]> {
  const reply = await api.get<unknown>('/chats/seller', { query: { storeId }, signal });
  return readChatList(replyData(reply), readConversation);
}

/** POST /chats/:id/block-user {reason}: the conversation's buyer can no longer send to the store (409 when already blocked). */
export async function blockCustomer(conversationId: string, reason: string): Promise<void> {
  await api.post(`${chatPath(conversationId)}/block-user`, { reason }, { retry: false });
}

/** POST /chats/:id/unblock-user (409 when not blocked). */
export async function unblockCustomer(conversationId: string): Promise<void> {
  await api.post(`${chatPath(conversationId)}/unblock-user`, undefined, { retry: false });
}

/** GET /chats/blocked-users: the customers the seller's stores blocked in chat. */
export async function fetchBlockedCustomers(signal?: AbortSignal): Promise<BlockedChatUser[]> {
  const reply = await api.get<unknown>('/chats/blocked-users', { signal });
  return readChatList(replyData(reply), readBlockedChatUser);
}
