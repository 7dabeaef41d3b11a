import type { Context } from 'hono';
import { CHAT_MESSAGES_PAGE_SIZE } from '@haat/contracts';
import type { AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../../context.ts';
import { isBlocked } from '../../blocks/block-repository.ts';
import { messageWindow } from '../../messages/message-repository.ts';
import { toMessage } from '../../messages/to-message.ts';
import { participation } from '../conversation-access.ts';
import { toConversation } from '../to-conversation.ts';

/** GET /api/chats/:id: the conversation and its latest messages (`hasMore` when older ones exist). */
export function getConversation({ db }: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const { conversation } = await participation(db, c.req.param('id') ?? '', c.get('user'));
    const [window, blocked] = await Promise.all([
      messageWindow(db, conversation.id, { limit: CHAT_MESSAGES_PAGE_SIZE }),
      isBlocked(db, conversation.store_id, conversation.user_id),
    ]);
    return c.json({
      success: true as const,
      data: { conversation: toConversation(conversation, blocked), messages: window.rows.map(toMessage), hasMore: window.hasMore },
    });
  };
}
