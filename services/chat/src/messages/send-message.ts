import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CHAT_NOTIFICATION_GAP_MS, CHAT_TEXTS, chatPreview, sendMessageBodySchema, type ChatMessage } from '@haat/contracts';
import { enqueueEvent, forbidden } from '@haat/server-kit';
import type { ChatContext } from '../context.ts';
import { otherSide, participation, type ChatUser, type Participation } from '../conversations/conversation-access.ts';
import type { ConversationRow } from '../conversations/conversation.table.ts';
import { notifyAfterColumn, unreadColumn, unreadTotal } from '../conversations/conversation-repository.ts';
import { pushNewMessage, pushUnread } from '../realtime/chat-pushes.ts';
import { findByClientId, insertMessageOnce } from './message-repository.ts';
import type { MessageRow } from './message.table.ts';
import { toMessage } from './to-message.ts';

export type SentMessage = { message: ChatMessage; duplicate: boolean };

/** Rolls back a send that met an earlier one with the same client id: its seq and counters stay as they were. */
class DuplicateSend extends Error {}

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
export async function sendAs(ctx: ChatContext, user: ChatUser, { conversation, side, otherId, blocked }: Participation, content: string, clientId?: string): Promise<SentMessage> {
  if (side === 'buyer' && blocked) throw forbidden(CHAT_TEXTS.blockedSender);
  // Both asked before the transaction: a Redis hiccup must not hold the conversation's lock.
  const [, recipientOnline] = await Promise.all([ctx.messageRateLimit.consume(user.id), ctx.presence.isOnline(otherId).catch(() => false)]);
  const recipientSide = otherSide(side);
  const unread = unreadColumn(recipientSide);
  const notifyAfter = notifyAfterColumn(recipientSide);
  const now = new Date();
  const nextNotice = new Date(now.getTime() + CHAT_NOTIFICATION_GAP_MS);

  let stored: { row: MessageRow; conversation: ConversationRow; notified: boolean };
  try {
    stored = await ctx.db.transaction().execute(async (trx) => {
      // Takes the conversation's lock and its next seq in one statement; the notice time moves only when this message is the one told.
      const updated = await trx.updateTable('conversations')
        .set((eb) => ({
          last_message: content,
          last_message_at: now,
          activity_at: now,
          last_seq: sql`last_seq + 1`,
          [unread]: eb(unread, '+', 1),
          [notifyAfter]: recipientOnline ? eb.ref(notifyAfter) : sql`CASE WHEN ${sql.ref(notifyAfter)} IS NULL OR ${sql.ref(notifyAfter)} <= ${now} THEN ${nextNotice}::timestamptz ELSE ${sql.ref(notifyAfter)} END`,
          updated_at: now,
        }))
        .where('id', '=', conversation.id).returningAll().executeTakeFirstOrThrow();
      const row = await insertMessageOnce(trx, {
        id: randomUUID(), conversation_id: conversation.id, seq: updated.last_seq, sender_id: user.id, sender_role: side, content,
        client_id: clientId ?? null, created_at: now, updated_at: now,
      });
      if (!row) throw new DuplicateSend();
      const notified = updated[notifyAfter]?.getTime() === nextNotice.getTime();
      if (notified) {
        await enqueueEvent(trx, 'chat.message_sent', {
          conversationId: conversation.id, messageId: row.id, recipientId: otherId, recipientRole: recipientSide,
          senderName: side === 'buyer' ? conversation.user_name : conversation.store_name,
          storeId: conversation.store_id, storeName: conversation.store_name, preview: chatPreview(content), sentAt: now.toISOString(),
        });
      }
      return { row, conversation: updated, notified };
    });
  } catch (err) {
    if (!(err instanceof DuplicateSend)) throw err;
    const earlier = (await findByClientId(ctx.db, conversation.id, user.id, clientId!))!;
    const message = toMessage(earlier);
    pushNewMessage(ctx, conversation, message); // the first attempt may have died before its push
    return { message, duplicate: true };
  }

  const message = toMessage(stored.row);
  pushNewMessage(ctx, stored.conversation, message);
  if (stored.notified) ctx.relay.kick();
  void announceUnread(ctx, stored.conversation, recipientSide, otherId);
  return { message, duplicate: false };
}

/** The recipient's badges: this conversation's count and their total. Best effort: the next read fixes them. */
async function announceUnread(ctx: ChatContext, conversation: ConversationRow, side: 'buyer' | 'seller', userId: string) {
  try {
    const unreadCount = await unreadTotal(ctx.db, side, userId);
    pushUnread(ctx, userId, { conversationId: conversation.id, conversationUnread: conversation[unreadColumn(side)], unreadCount });
  } catch (err) {
    ctx.logger.warn({ err: String(err) }, 'could not count unread messages for a push');
  }
}
