import {
  CHAT_MESSAGE_PUSH, CHAT_SOCKET_OUT, chatPreview,
  type ChatBlockedEvent, type ChatMessage, type ChatMessagePush, type MessagesReadEvent, type NewChatMessageEvent, type TypingEvent, type UnreadUpdateEvent,
} from '@haat/contracts';
import { pushToUser } from '@haat/server-kit';
import type { ChatContext } from '../context.ts';
import type { Participants } from '../conversations/participants.ts';

type Pushes = Pick<ChatContext, 'nc' | 'subjects'>;

const push = ({ nc, subjects }: Pushes, userId: string, event: string, payload: unknown) => pushToUser(nc, subjects.realtimeUser(userId), event, payload);

/**
 * A stored message, to both participants' gateways: each turns it into `newMessage` for the
 * user's sockets in the conversation's room and `newChatMessage` for the recipient's other sockets.
 */
export function pushNewMessage(ctx: Pushes, participants: Participants, message: ChatMessage): void {
  const fromBuyer = message.senderRole === 'buyer';
  const event: NewChatMessageEvent = {
    conversationId: participants.id,
    storeId: participants.storeId,
    storeName: participants.storeName,
    senderName: fromBuyer ? participants.buyerName : participants.storeName,
    senderRole: message.senderRole,
    preview: chatPreview(message.content),
    message,
  };
  const recipientId = fromBuyer ? participants.sellerId : participants.buyerId;
  const body: ChatMessagePush = { recipientId, event };
  push(ctx, recipientId, CHAT_MESSAGE_PUSH, body);
  push(ctx, message.sender, CHAT_MESSAGE_PUSH, body); // the sender's other tabs
}

export const pushUnread = (ctx: Pushes, userId: string, update: UnreadUpdateEvent) => push(ctx, userId, CHAT_SOCKET_OUT.unreadUpdate, update);
export const pushTyping = (ctx: Pushes, userId: string, typing: TypingEvent) => push(ctx, userId, CHAT_SOCKET_OUT.typing, typing);
export const pushMessagesRead = (ctx: Pushes, userId: string, read: MessagesReadEvent) => push(ctx, userId, CHAT_SOCKET_OUT.messagesRead, read);
export const pushChatBlocked = (ctx: Pushes, userIds: string[], blocked: ChatBlockedEvent) => userIds.forEach((id) => push(ctx, id, CHAT_SOCKET_OUT.chatBlocked, blocked));
