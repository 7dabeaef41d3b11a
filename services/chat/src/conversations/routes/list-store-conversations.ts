import type { Context } from 'hono';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../../context.ts';
import { conversationListQuerySchema } from '@haat/contracts';
import { conversationPage } from '../conversation-list.ts';

/** GET /api/chats/seller?storeId=: the conversations of the seller's stores (or of one), latest first. */
export function listStoreConversations({ db }: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const page = await conversationPage(db, 'seller', c.get('user').id, readQuery(c, conversationListQuerySchema));
    return c.json({ success: true as const, ...page, count: page.data.length });
  };
}
