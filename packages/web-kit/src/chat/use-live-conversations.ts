import { onSocketConnected, useSocketEvent } from '@haat/web-kit';
import { CHAT_SOCKET_OUT, type ChatSenderRole, type Conversation } from '@haat/contracts/chat-rules';
import { readChatBlocked, readChatMessage, readNewChatMessageEvent, readUnreadUpdate } from '@haat/contracts/chat-reply';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { withBlocked, withMessage, withUnread, type ConversationListChange } from './conversation-list.ts';

/** Changes the conversation list kept under `key`; a change naming a conversation the list lacks re-reads the list. */
export function changeConversations(client: QueryClient, key: QueryKey, change: ConversationListChange): void {
  const list = client.getQueryData<Conversation[]>(key);
  if (!list) return;
  const next = change(list);
  if (next) client.setQueryData(key, next);
  else void client.invalidateQueries({ queryKey: key });
}

/**
 * Keeps the conversation list under `key` live from the socket: new messages move their
 * conversation to the top, `unreadUpdate` sets its badge, `chatBlocked` its block. The list is read
 * again after every reconnect, for what the pushes missed.
 */
export function useLiveConversations(side: ChatSenderRole, key: QueryKey): void {
  const client = useQueryClient();
  const apply = (change: ConversationListChange) => changeConversations(client, key, change);
  // The key of the newest render (callers build it inline), without resubscribing.
  const latestKey = useRef(key);
  useEffect(() => { latestKey.current = key; });
  useEffect(() => onSocketConnected(() => void client.invalidateQueries({ queryKey: latestKey.current })), [client]);

  const onMessage = (payload: unknown) => {
    const message = readChatMessage(payload) ?? readNewChatMessageEvent(payload)?.message;
    if (message) apply(withMessage(message));
  };
  useSocketEvent(CHAT_SOCKET_OUT.newMessage, onMessage);
  useSocketEvent(CHAT_SOCKET_OUT.newChatMessage, onMessage);
  useSocketEvent(CHAT_SOCKET_OUT.unreadUpdate, (payload) => {
    const update = readUnreadUpdate(payload);
    if (update) apply(withUnread(update.conversationId, update.conversationUnread, side));
  });
  useSocketEvent(CHAT_SOCKET_OUT.chatBlocked, (payload) => {
    const event = readChatBlocked(payload);
    if (event) apply(withBlocked(event.conversationId, event.isBlocked));
  });
}
