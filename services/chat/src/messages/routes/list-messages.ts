import type { Context } from 'hono';
import { messagePageQuerySchema } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../../context.ts';
import { participation } from '../../conversations/conversation-access.ts';
import { messageWindow } from '../message-repository.ts';
import { toMessage } from '../to-message.ts';

/**
 * GET /api/chats/:id/messages?before=&after=&limit=: a page of the conversation in `seq` order —
 * the newest (or those before `before`), or those after `after` (a reconnecting client catching up).
 */
export function listMessages({ db }: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const query = readQuery(c, messagePageQuerySchema);
    const { conversation } = await participation(db, c.req.param('id') ?? '', c.get('user'));
    const { rows, hasMore } = await messageWindow(db, conversation.id, query);
    return c.json({ success: true as const, data: rows.map(toMessage), hasMore });
  };
}
