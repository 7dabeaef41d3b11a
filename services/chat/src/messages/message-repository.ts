import type { Kysely, Transaction } from 'kysely';
import type { ChatSenderRole } from '@haat/contracts';
import type { ChatDatabase } from '../database.ts';
import type { MessageRow } from './message.table.ts';

type Db = Kysely<ChatDatabase> | Transaction<ChatDatabase>;

/** The message a client already sent under this id, if any (a retried send). */
export const findByClientId = (db: Db, conversationId: string, senderId: string, clientId: string): Promise<MessageRow | undefined> =>
  db.selectFrom('messages').selectAll()
    .where('conversation_id', '=', conversationId).where('sender_id', '=', senderId).where('client_id', '=', clientId)
    .executeTakeFirst();

export type MessageWindow = { before?: number | undefined; after?: number | undefined; limit: number };

/**
 * A window of a conversation's messages in `seq` order: the newest `limit` (before `before` when
 * given), or the oldest `limit` after `after` (catching up). One more is read to tell `hasMore`.
 */
export async function messageWindow(db: Db, conversationId: string, { before, after, limit }: MessageWindow): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  let query = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).limit(limit + 1);
  if (after !== undefined) {
    const rows = await query.where('seq', '>', String(after)).orderBy('seq', 'asc').execute();
    return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  if (before !== undefined) query = query.where('seq', '<', String(before));
  const newestFirst = await query.orderBy('seq', 'desc').execute();
  return { rows: newestFirst.slice(0, limit).toReversed(), hasMore: newestFirst.length > limit };
}

/** Marks what the other side sent as read; returns how many changed. */
export async function markReadFrom(trx: Transaction<ChatDatabase>, conversationId: string, senderRole: ChatSenderRole): Promise<number> {
  const result = await trx.updateTable('messages').set({ is_read: true, updated_at: new Date() })
    .where('conversation_id', '=', conversationId).where('sender_role', '=', senderRole).where('is_read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
