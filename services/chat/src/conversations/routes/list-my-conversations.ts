import type { Context } from 'hono';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../../context.ts';
import { conversationListQuerySchema } from '@haat/contracts';
import { conversationPage } from '../conversation-list.ts';
import { sideOfRole } from '../conversation-access.ts';

/** GET /api/chats: the caller's conversations, latest first (a buyer's; a seller calling it gets their stores'). */
export function listMyConversations({ db }: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const page = await conversationPage(db, sideOfRole(user.role), user.id, readQuery(c, conversationListQuerySchema));
    return c.json({ success: true as const, ...page, count: page.data.length });
  };
}
