import type { ChatMessageSentEvent } from '@haat/contracts';
import type { NotificationDraft } from '../notifications/deliver-notification.ts';
import { chatLinks } from './chat-links.ts';

/**
 * A message reached someone with no socket open: one `new_message` notification (the chat service
 * sends at most one per conversation and recipient every 10 minutes). A buyer is told who wrote; a
 * seller, which customer. Its `data.link` opens the conversation.
 */
export function chatMessageNotification(eventId: string, event: ChatMessageSentEvent): NotificationDraft {
  return {
    userId: event.recipientId,
    title: event.recipientRole === 'buyer' ? `New message from ${event.storeName}` : `New message from ${event.senderName}`,
    message: event.preview,
    type: 'new_message',
    data: {
      conversationId: event.conversationId, storeId: event.storeId, messageId: event.messageId,
      link: event.recipientRole === 'buyer' ? chatLinks.buyer(event.storeId) : chatLinks.seller(event.storeId, event.conversationId),
    },
    sourceEventId: eventId,
  };
}
