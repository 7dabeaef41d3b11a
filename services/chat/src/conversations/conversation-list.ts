import type { z } from 'zod';
import { CONVERSATION_CURSOR as CURSOR, type conversationListQuerySchema, type ChatSenderRole, type Conversation } from '@haat/contracts';
import type { Kysely } from 'kysely';
import type { ChatDatabase } from '../database.ts';
import { blockedPairs, blockKey } from '../blocks/block-repository.ts';
import { listConversations } from './conversation-repository.ts';
import { toConversation } from './to-conversation.ts';

/** One side's conversations with their blocked flags, and the cursor of the next page (null on the last). */
export async function conversationPage(db: Kysely<ChatDatabase>, side: ChatSenderRole, userId: string, query: z.infer<typeof conversationListQuerySchema>): Promise<{ data: Conversation[]; nextCursor: string | null }> {
  const [, at, id] = query.cursor ? CURSOR.exec(query.cursor)! : [];
  const rows = await listConversations(db, side, userId, {
    limit: query.limit,
    before: at && id ? { activityAt: new Date(at), id } : undefined,
    storeId: query.storeId,
  });
  const blocked = await blockedPairs(db, rows);
  const last = rows.length === query.limit ? rows[rows.length - 1] : undefined;
  return {
    data: rows.map((row) => toConversation(row, blocked.has(blockKey(row)))),
    nextCursor: last ? `${last.activity_at.toISOString()}|${last.id}` : null,
  };
}
