import type { Context } from 'hono';
import { CHAT_MESSAGES_PAGE_SIZE } from '@haat/contracts';
import type { AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../../context.ts';
import { messageWindow } from '../../messages/message-repository.ts';
import { toMessage } from '../../messages/to-message.ts';
import { participation } from '../conversation-access.ts';
import { toConversation } from '../to-conversation.ts';

/** GET /api/chats/:id: the conversation and its latest messages (`hasMore` when older ones exist). */
export function getConversation({ db }: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const { conversation, blocked } = await participation(db, c.req.param('id') ?? '', c.get('user'));
    const window = await messageWindow(db, conversation.id, { limit: CHAT_MESSAGES_PAGE_SIZE });
    return c.json({
      success: true as const,
      data: { conversation: toConversation(conversation, blocked), messages: window.rows.map(toMessage), hasMore: window.hasMore },
    });
  };
}
