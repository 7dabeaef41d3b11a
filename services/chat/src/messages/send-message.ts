import { randomUUID } from 'node:crypto';
import { CHAT_NOTIFICATION_GAP_MS, CHAT_TEXTS, chatPreview, sendMessageBodySchema, type ChatMessage } from '@haat/contracts';
import { enqueueEvent, forbidden } from '@haat/server-kit';
import type { ChatContext } from '../context.ts';
import { isBlocked } from '../blocks/block-repository.ts';
import { otherSide, participation, type ChatUser, type Participation } from '../conversations/conversation-access.ts';
import { lockConversation, notifyAfterColumn, unreadColumn, unreadTotal } from '../conversations/conversation-repository.ts';
import { pushNewMessage, pushUnread } from '../realtime/chat-pushes.ts';
import { findByClientId, insertMessage } from './message-repository.ts';
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
  const access = await participation(ctx.db, conversationId, user);
  return sendAs(ctx, user, access, content, clientId);
}

/** `sendMessage` once access is settled (a conversation just opened by its buyer). */
export async function sendAs(ctx: ChatContext, user: ChatUser, { conversation, side, otherId }: Participation, content: string, clientId?: string): Promise<SentMessage> {
  if (side === 'buyer' && (await isBlocked(ctx.db, conversation.store_id, user.id))) throw forbidden(CHAT_TEXTS.blockedSender);
  await ctx.messageRateLimit.consume(user.id);
  // Asked before the transaction: a Redis hiccup must not hold the conversation's lock.
  const recipientOnline = await ctx.presence.isOnline(otherId).catch(() => false);
  const recipientSide = otherSide(side);

  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockConversation(trx, conversation.id);
    if (clientId) {
      const earlier = await findByClientId(trx, conversation.id, user.id, clientId);
      if (earlier) return { row: earlier, conversation: locked, duplicate: true, notified: false };
    }
    const now = new Date();
    const seq = Number(locked.last_seq) + 1;
    const row = await insertMessage(trx, {
      id: randomUUID(), conversation_id: conversation.id, seq, sender_id: user.id, sender_role: side, content, client_id: clientId ?? null, created_at: now, updated_at: now,
    });
    const notifyAfter = locked[notifyAfterColumn(recipientSide)];
    const notify = !recipientOnline && (!notifyAfter || notifyAfter <= now);
    const updated = await trx.updateTable('conversations')
      .set((eb) => ({
        last_message: content,
        last_message_at: now,
        activity_at: now,
        last_seq: seq,
        [unreadColumn(recipientSide)]: eb(unreadColumn(recipientSide), '+', 1),
        ...(notify ? { [notifyAfterColumn(recipientSide)]: new Date(now.getTime() + CHAT_NOTIFICATION_GAP_MS) } : {}),
        updated_at: now,
      }))
      .where('id', '=', conversation.id).returningAll().executeTakeFirstOrThrow();
    if (notify) {
      await enqueueEvent(trx, 'chat.message_sent', {
        conversationId: conversation.id, messageId: row.id, recipientId: otherId, recipientRole: recipientSide,
        senderName: side === 'buyer' ? conversation.user_name : conversation.store_name,
        storeId: conversation.store_id, storeName: conversation.store_name, preview: chatPreview(content), sentAt: now.toISOString(),
      });
    }
    return { row, conversation: updated, duplicate: false, notified: notify };
  });

  const message = toMessage(outcome.row);
  pushNewMessage(ctx, outcome.conversation, message);
  if (outcome.notified) ctx.relay.kick();
  if (!outcome.duplicate) void announceUnread(ctx, outcome.conversation, recipientSide, otherId);
  return { message, duplicate: outcome.duplicate };
}

/** The recipient's badges: this conversation's count and their total. Best effort: the next read fixes them. */
async function announceUnread(ctx: ChatContext, conversation: { id: string; unread_count_user: number; unread_count_store: number }, side: 'buyer' | 'seller', userId: string) {
  try {
    const unreadCount = await unreadTotal(ctx.db, side, userId);
    pushUnread(ctx, userId, { conversationId: conversation.id, conversationUnread: conversation[unreadColumn(side)], unreadCount });
  } catch (err) {
    ctx.logger.warn({ err: String(err) }, 'could not count unread messages for a push');
  }
}
