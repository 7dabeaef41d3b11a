import { z } from 'zod';
import type { ChatSenderRole, Conversation } from '@haat/contracts';
import type { Kysely } from 'kysely';
import type { ChatDatabase } from '../database.ts';
import { blockedPairs, blockKey } from '../blocks/block-repository.ts';
import { listConversations } from './conversation-repository.ts';
import { toConversation } from './to-conversation.ts';

const CURSOR = /^(\d{4}-\d\d-\d\dT[\d:.]+Z)\|([0-9a-f-]{36})$/i;

/** ?limit=&cursor=&storeId=: a page of conversations; `cursor` is the `nextCursor` of the page before. */
export const conversationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  cursor: z.string().regex(CURSOR, 'cursor is not one this list gave').optional(),
  storeId: z.string().uuid('storeId must be a store id').optional(),
});

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
