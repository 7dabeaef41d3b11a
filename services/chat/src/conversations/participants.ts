import { CHAT_TEXTS, type ChatSenderRole } from '@haat/contracts';
import { forbidden, isUuid, notFound } from '@haat/server-kit';
import type { Kysely } from 'kysely';
import type { ChatDatabase } from '../database.ts';
import type { ChatUser } from './conversation-access.ts';

/** What never changes about a conversation: who is in it and what it is called. */
export type Participants = { id: string; storeId: string; storeName: string; buyerId: string; buyerName: string; sellerId: string };
export type Side = { participants: Participants; side: ChatSenderRole; otherId: string };

const KEPT_MAX = 50_000;

/**
 * The participants of conversations, kept in memory once read: a send or a room join needs no
 * query to know who may act. (A conversation is never deleted and its participants never change.)
 */
export function createParticipants(db: Kysely<ChatDatabase>) {
  const kept = new Map<string, Participants>();
  const read = async (id: string): Promise<Participants | undefined> => {
    const row = await db.selectFrom('conversations').select(['id', 'store_id', 'store_name', 'user_id', 'user_name', 'seller_id']).where('id', '=', id).executeTakeFirst();
    return row && { id: row.id, storeId: row.store_id, storeName: row.store_name, buyerId: row.user_id, buyerName: row.user_name, sellerId: row.seller_id };
  };
  return {
    /** The caller's side of the conversation: 404 for an unknown or malformed id, 403 for anybody else. */
    async sideOf(conversationId: string, user: ChatUser): Promise<Side> {
      if (!isUuid(conversationId)) throw notFound(CHAT_TEXTS.conversationNotFound);
      let participants = kept.get(conversationId);
      if (!participants) {
        participants = await read(conversationId);
        if (!participants) throw notFound(CHAT_TEXTS.conversationNotFound);
        if (kept.size >= KEPT_MAX) kept.clear();
        kept.set(conversationId, participants);
      }
      if (participants.buyerId === user.id) return { participants, side: 'buyer', otherId: participants.sellerId };
      if (participants.sellerId === user.id) return { participants, side: 'seller', otherId: participants.buyerId };
      throw forbidden(CHAT_TEXTS.notParticipant);
    },
  };
}
export type ParticipantsDirectory = ReturnType<typeof createParticipants>;
