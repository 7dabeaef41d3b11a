import type { Kysely, Transaction } from 'kysely';
import type { BlockedChatUser } from '@haat/contracts';
import type { ChatDatabase } from '../database.ts';
import type { BlockRow } from './block.table.ts';

type Db = Kysely<ChatDatabase> | Transaction<ChatDatabase>;

export async function isBlocked(db: Db, storeId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('blocks').select('user_id').where('store_id', '=', storeId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Of these conversations' (store, buyer) pairs, the ones the store blocked, as `store:user` keys. */
export async function blockedPairs(db: Db, pairs: { store_id: string; user_id: string }[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db.selectFrom('blocks').select(['store_id', 'user_id'])
    .where((eb) => eb.or(pairs.map((p) => eb.and([eb('store_id', '=', p.store_id), eb('user_id', '=', p.user_id)]))))
    .execute();
  return new Set(rows.map((r) => blockKey(r)));
}
export const blockKey = (pair: { store_id: string; user_id: string }) => `${pair.store_id}:${pair.user_id}`;

/** Inserts the block; undefined when the store had already blocked that buyer. */
export const insertBlock = (db: Db, block: { store_id: string; user_id: string; blocked_by: string; reason: string }): Promise<BlockRow | undefined> =>
  db.insertInto('blocks').values(block).onConflict((oc) => oc.columns(['store_id', 'user_id']).doNothing()).returningAll().executeTakeFirst();

/** Removes the block; false when there was none. */
export async function deleteBlock(db: Db, storeId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('blocks').where('store_id', '=', storeId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every buyer the seller's stores blocked, newest first, named as in their conversation. */
export async function listBlockedForSeller(db: Db, sellerId: string): Promise<BlockedChatUser[]> {
  const rows = await db.selectFrom('blocks as b')
    .innerJoin('conversations as c', (join) => join.onRef('c.store_id', '=', 'b.store_id').onRef('c.user_id', '=', 'b.user_id'))
    .select(['b.store_id', 'b.user_id', 'b.reason', 'b.created_at', 'c.id as conversation_id', 'c.user_name', 'c.store_name'])
    .where('c.seller_id', '=', sellerId)
    .orderBy('b.created_at', 'desc')
    .execute();
  return rows.map((row) => toBlockedUser(row));
}

export function toBlockedUser(row: { store_id: string; user_id: string; reason: string; created_at: Date; conversation_id: string | null; user_name: string; store_name: string }): BlockedChatUser {
  return {
    _id: blockKey(row),
    userId: row.user_id,
    userName: row.user_name,
    storeId: row.store_id,
    storeName: row.store_name,
    conversationId: row.conversation_id,
    reason: row.reason,
    blockedAt: row.created_at.toISOString(),
  };
}
