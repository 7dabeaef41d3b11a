import type { ChatSenderRole } from '@haat/contracts';
import { CHAT_TEXTS } from '@haat/contracts';
import { forbidden, isUuid, notFound } from '@haat/server-kit';
import type { Kysely } from 'kysely';
import type { ChatDatabase } from '../database.ts';
import type { ConversationRow } from './conversation.table.ts';
import { findConversationWithBlock } from './conversation-repository.ts';

/** Who acts: from the verified token (HTTP) or the gateway's verified socket (NATS). */
export type ChatUser = { id: string; role: string; name: string };
/** A conversation and the side of it the caller is on. */
export type Participation = { conversation: ConversationRow; side: ChatSenderRole; otherId: string; /** the store blocked this conversation's buyer */ blocked: boolean };

/**
 * The conversation, if the caller is part of it: its buyer or its store's owner. An id that is no
 * UUID or names nothing is a 404; anybody else gets 403 (nobody reads or writes another's chat).
 */
export async function participation(db: Kysely<ChatDatabase>, conversationId: string, user: ChatUser): Promise<Participation> {
  if (!isUuid(conversationId)) throw notFound(CHAT_TEXTS.conversationNotFound);
  const found = await findConversationWithBlock(db, conversationId);
  if (!found) throw notFound(CHAT_TEXTS.conversationNotFound);
  const { blocked, ...conversation } = found;
  if (conversation.user_id === user.id) return { conversation, side: 'buyer', otherId: conversation.seller_id, blocked };
  if (conversation.seller_id === user.id) return { conversation, side: 'seller', otherId: conversation.user_id, blocked };
  throw forbidden(CHAT_TEXTS.notParticipant);
}

export const otherSide = (side: ChatSenderRole): ChatSenderRole => (side === 'buyer' ? 'seller' : 'buyer');

/** Which side of their conversations a role is on: sellers answer for their stores, everyone else asks as a buyer. */
export const sideOfRole = (role: string): ChatSenderRole => (role === 'seller' ? 'seller' : 'buyer');
