import { randomUUID } from 'node:crypto';
import { CHAT_NOTIFICATION_GAP_MS, CHAT_TEXTS, chatPreview, sendMessageBodySchema, type ChatMessage } from '@haat/contracts';
import { forbidden, isUniqueViolation } from '@haat/server-kit';
import type { ChatContext } from '../context.ts';
import { otherSide, type ChatUser } from '../conversations/conversation-access.ts';
import type { ConversationRow } from '../conversations/conversation.table.ts';
import { unreadColumn } from '../conversations/conversation-repository.ts';
import type { Side } from '../conversations/participants.ts';
import { pushNewMessage, pushUnread } from '../realtime/chat-pushes.ts';
import { findByClientId } from './message-repository.ts';
import { storeMessage, type StoreOutcome } from './store-message.ts';
import { toMessage } from './to-message.ts';

export type SentMessage = { message: ChatMessage; duplicate: boolean };

/**
 * Sends a message into a conversation the user is part of, over HTTP or a socket alike. It is
 * stored before it is pushed; a send that repeats a client id returns (and pushes again) the
 * message stored the first time, so a client may retry until it hears back. A recipient with no
 * socket open hears of it by notification, at most once per conversation every 10 minutes.
 */
export async function sendMessage(ctx: ChatContext, user: ChatUser, conversationId: string, body: unknown): Promise<SentMessage> {
  const { content, clientId } = sendMessageBodySchema.parse(body);
  return sendAs(ctx, user, await ctx.participants.sideOf(conversationId, user), content, clientId);
}

/** `sendMessage` once access is settled (a conversation just opened by its buyer). */
export async function sendAs(ctx: ChatContext, user: ChatUser, { participants, side, otherId }: Side, content: string, clientId?: string): Promise<SentMessage> {
  // Both asked before the statement: a Redis hiccup must not hold the conversation's lock.
  const [, recipientOnline] = await Promise.all([ctx.messageRateLimit.consume(user.id), ctx.presence.isOnline(otherId).catch(() => false)]);
  const recipientSide = otherSide(side);
  const at = new Date();
  const id = randomUUID();
  const notice = recipientOnline ? null : {
    outboxId: randomUUID(),
    nextAt: new Date(at.getTime() + CHAT_NOTIFICATION_GAP_MS),
    event: {
      conversationId: participants.id, messageId: id, recipientId: otherId, recipientRole: recipientSide,
      senderName: side === 'buyer' ? participants.buyerName : participants.storeName,
      storeId: participants.storeId, storeName: participants.storeName, preview: chatPreview(content), sentAt: at.toISOString(),
    },
  };
  let outcome: StoreOutcome;
  try {
    outcome = await storeMessage(ctx.db, { id, conversationId: participants.id, senderId: user.id, side, content, clientId: clientId ?? null, at, notice });
  } catch (err) {
    if (!isUniqueViolation(err, 'messages_once_per_client_id')) throw err;
    outcome = { stored: false }; // a send with the same client id got there first
  }
  if (!outcome.stored) {
    const earlier = clientId ? await findByClientId(ctx.db, participants.id, user.id, clientId) : undefined;
    if (!earlier) throw forbidden(CHAT_TEXTS.blockedSender);
    const message = toMessage(earlier);
    pushNewMessage(ctx, participants, message); // the first attempt may have died before its push
    return { message, duplicate: true };
  }
  const message = toMessage(outcome.message);
  pushNewMessage(ctx, participants, message);
  if (outcome.notified) ctx.relay.kick();
  void announceUnread(ctx, outcome.conversation, recipientSide, otherId);
  return { message, duplicate: false };
}

/** The recipient's badges: this conversation's count and their total. Best effort: the next read fixes them. */
async function announceUnread(ctx: ChatContext, conversation: ConversationRow, side: 'buyer' | 'seller', userId: string) {
  try {
    const unreadCount = await ctx.unreadTotals.addOne(side, userId);
    pushUnread(ctx, userId, { conversationId: conversation.id, conversationUnread: conversation[unreadColumn(side)], unreadCount });
  } catch (err) {
    ctx.logger.warn({ err: String(err) }, 'could not count unread messages for a push');
  }
}
