import { sql, type Kysely } from 'kysely';
import type { ChatMessageSentEvent, ChatSenderRole } from '@haat/contracts';
import { queryPrepared } from '@haat/server-kit';
import type { ChatDatabase } from '../database.ts';
import type { ConversationRow } from '../conversations/conversation.table.ts';
import type { MessageRow } from './message.table.ts';

export type MessageToStore = {
  id: string;
  conversationId: string;
  senderId: string;
  side: ChatSenderRole;
  content: string;
  clientId: string | null;
  at: Date;
  /** When the recipient has no socket open: the notification to write if this message is the one to tell them of. */
  notice: { outboxId: string; nextAt: Date; event: ChatMessageSentEvent } | null;
};

type StoredRow = { conversation: ConversationRow; message: MessageRow; notified: boolean };

export type StoreOutcome =
  | { stored: true; message: MessageRow; conversation: ConversationRow; notified: boolean }
  | { stored: false };

/**
 * Stores a message in one statement (so one round trip, one commit): the conversation's row takes
 * its next seq, counts it unread for the recipient and moves on; the message goes in at that seq;
 * and, when due, the notification goes to the outbox. Nothing is written when the store blocked the
 * sending buyer or this client id was stored before (`stored: false`; the caller tells which). Two
 * sends racing with one client id meet on the unique index, and the loser's whole statement is undone.
 */
export async function storeMessage(db: Kysely<ChatDatabase>, m: MessageToStore): Promise<StoreOutcome> {
  const recipientSide = m.side === 'buyer' ? 'seller' : 'buyer';
  const unread = sql.ref(recipientSide === 'buyer' ? 'unread_count_user' : 'unread_count_store');
  const notifyAfter = sql.ref(recipientSide === 'buyer' ? 'notify_user_after' : 'notify_store_after');
  const notifyAfterNow = m.notice
    ? sql`CASE WHEN ${notifyAfter} IS NULL OR ${notifyAfter} <= ${m.at} THEN ${m.notice.nextAt}::timestamptz ELSE ${notifyAfter} END`
    : notifyAfter;
  const notBlocked = m.side === 'buyer'
    ? sql`AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.store_id = conversations.store_id AND b.user_id = conversations.user_id)`
    : sql``;
  const notSentBefore = m.clientId
    ? sql`AND NOT EXISTS (SELECT 1 FROM messages s WHERE s.conversation_id = ${m.conversationId} AND s.sender_id = ${m.senderId} AND s.client_id = ${m.clientId})`
    : sql``;
  const outbox = m.notice
    ? sql`, notice AS (
        INSERT INTO outbox (id, type, payload, occurred_at)
        SELECT ${m.notice.outboxId}, 'chat.message_sent', ${JSON.stringify(m.notice.event)}::jsonb, ${m.at} FROM c, m
        WHERE ${sql.ref(`c.${recipientSide === 'buyer' ? 'notify_user_after' : 'notify_store_after'}`)} = ${m.notice.nextAt}::timestamptz
        RETURNING id)`
    : sql``;
  const statement = sql<StoredRow>`
    WITH c AS (
      UPDATE conversations SET
        last_seq = last_seq + 1, last_message = ${m.content}, last_message_at = ${m.at}, activity_at = ${m.at},
        ${unread} = ${unread} + 1, ${notifyAfter} = ${notifyAfterNow}, updated_at = ${m.at}
      WHERE id = ${m.conversationId} ${notBlocked} ${notSentBefore}
      RETURNING *
    ), m AS (
      INSERT INTO messages (id, conversation_id, seq, sender_id, sender_role, content, client_id, created_at, updated_at)
      SELECT ${m.id}, c.id, c.last_seq, ${m.senderId}, ${m.side}, ${m.content}, ${m.clientId}, ${m.at}, ${m.at} FROM c
      RETURNING *
    )${outbox}
    SELECT to_jsonb(c) AS conversation, to_jsonb(m) AS message, ${m.notice ? sql`EXISTS (SELECT 1 FROM notice)` : sql`false`} AS notified
    FROM c, m`.compile(db);
  // Prepared per shape (who sends, with a client id or not, a notice due or not): parsed and planned once per connection.
  const name = `chat-store-message-${m.side}-${m.clientId ? 'id' : 'no-id'}-${m.notice ? 'notice' : 'quiet'}`;
  const [row] = await queryPrepared<StoredRow>(db, { name, text: statement.sql, values: statement.parameters });
  if (!row) return { stored: false };
  return { stored: true, conversation: revive(row.conversation), message: revive(row.message), notified: row.notified };
}

const DATE_COLUMNS = new Set(['last_message_at', 'activity_at', 'notify_user_after', 'notify_store_after', 'created_at', 'updated_at']);

/** A row that came back as JSON: its times as Dates, its int8 seqs as strings, as Kysely reads them. */
function revive<T>(json: unknown): T {
  const row = { ...(json as Record<string, unknown>) };
  for (const [column, value] of Object.entries(row)) {
    if (DATE_COLUMNS.has(column) && typeof value === 'string') row[column] = new Date(value);
    if ((column === 'seq' || column === 'last_seq') && typeof value === 'number') row[column] = String(value);
  }
  return row as T;
}
