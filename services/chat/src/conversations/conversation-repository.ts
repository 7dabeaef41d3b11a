import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { ChatSenderRole } from '@haat/contracts';
import type { ChatDatabase } from '../database.ts';
import type { ConversationRow, ConversationsTable } from './conversation.table.ts';

type Db = Kysely<ChatDatabase> | Transaction<ChatDatabase>;

export const findConversation = (db: Db, id: string): Promise<ConversationRow | undefined> =>
  db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();

/** The row and whether its store blocked its buyer, in one statement (every call reads both). */
export const findConversationWithBlock = (db: Db, id: string): Promise<(ConversationRow & { blocked: boolean }) | undefined> =>
  db.selectFrom('conversations as c').selectAll('c')
    .select((eb) => eb.exists(eb.selectFrom('blocks as b').select('b.user_id').whereRef('b.store_id', '=', 'c.store_id').whereRef('b.user_id', '=', 'c.user_id')).$castTo<boolean>().as('blocked'))
    .where('c.id', '=', id).executeTakeFirst();

/** Inserts the buyer's conversation with a store, or finds the one they already have (one per pair). */
export async function openConversation(db: Db, values: Insertable<ConversationsTable>): Promise<{ row: ConversationRow; created: boolean }> {
  const inserted = await db.insertInto('conversations').values(values)
    .onConflict((oc) => oc.columns(['store_id', 'user_id']).doNothing())
    .returningAll().executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const row = await db.selectFrom('conversations').selectAll()
    .where('store_id', '=', values.store_id).where('user_id', '=', values.user_id).executeTakeFirstOrThrow();
  return { row, created: false };
}

export type ListPage = { limit: number; before?: { activityAt: Date; id: string } | undefined; storeId?: string | undefined };

/** One side's conversations, latest activity first, a keyset page at a time. */
export function listConversations(db: Db, side: ChatSenderRole, userId: string, { limit, before, storeId }: ListPage): Promise<ConversationRow[]> {
  let query = db.selectFrom('conversations').selectAll()
    .where(side === 'buyer' ? 'user_id' : 'seller_id', '=', userId)
    .orderBy('activity_at', 'desc').orderBy('id', 'desc').limit(limit);
  if (storeId) query = query.where('store_id', '=', storeId);
  if (before) query = query.where(sql<boolean>`(activity_at, id) < (${before.activityAt}, ${before.id})`);
  return query.execute();
}

/** The messages waiting for one side over all their conversations (an index-only sum). */
export async function unreadTotal(db: Db, side: ChatSenderRole, userId: string): Promise<number> {
  const row = side === 'buyer'
    ? await db.selectFrom('conversations').select(sql<string>`coalesce(sum(unread_count_user), 0)`.as('n')).where('user_id', '=', userId).executeTakeFirst()
    : await db.selectFrom('conversations').select(sql<string>`coalesce(sum(unread_count_store), 0)`.as('n')).where('seller_id', '=', userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The unread counter of one side, as a column name. */
export const unreadColumn = (side: ChatSenderRole): 'unread_count_user' | 'unread_count_store' => (side === 'buyer' ? 'unread_count_user' : 'unread_count_store');
