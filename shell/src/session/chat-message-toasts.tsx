import { useSocketEvent, useToastStore } from '@haat/web-kit';
import { translate } from '../i18n.ts';
import messages from './messages.json';
import { CHAT_SOCKET_OUT } from '@haat/contracts/chat-rules';
import { readNewChatMessageEvent } from '@haat/contracts/chat-reply';
import { useNavigate } from 'react-router';

/**
 * A toast for a chat message in a conversation the user is not viewing (`newChatMessage`: the
 * gateway sends it only to sockets outside the conversation's room), with a way to it: the store
 * page with its chat open for a buyer, the messages page for a seller. A component of its own so
 * that it and the chat contracts load only for a signed-in user (session-effects.tsx).
 */
export function ChatMessageToasts({ userId, isSeller }: { userId: string; isSeller: boolean }): null {
  const navigate = useNavigate();
  useSocketEvent(CHAT_SOCKET_OUT.newChatMessage, (payload) => {
    const event = readNewChatMessageEvent(payload);
    // The sender's own other tabs hear of their message too.
    if (!event || event.message.sender === userId) return;
    const to = isSeller
      ? `/dashboard/messages?conversation=${encodeURIComponent(event.conversationId)}`
      : `/stores/${encodeURIComponent(event.storeId)}?chat=open`;
    const id = useToastStore.getState().push({
      type: 'info',
      title: translate(messages, 'session.newMessage', { name: event.senderName }),
      message: event.preview,
      action: { text: translate(messages, 'session.openChat'), onClick: () => { useToastStore.getState().dismiss(id); navigate(to); } },
    });
  });
  return null;
}
