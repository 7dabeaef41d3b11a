import type { Context } from 'hono';
import { typingBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../../context.ts';
import { pushTyping } from '../../realtime/chat-pushes.ts';
import { participation } from '../conversation-access.ts';

/** POST /api/chats/:id/typing {isTyping?}: the other side sees the typing indicator (a socket does this without a request). */
export function sendTyping(ctx: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { isTyping } = await readJson(c, typingBodySchema, { optional: true });
    const { conversation, otherId } = await participation(ctx.db, c.req.param('id') ?? '', user);
    pushTyping(ctx, otherId, { conversationId: conversation.id, userId: user.id, isTyping });
    return c.json({ success: true as const, data: { conversationId: conversation.id, isTyping } });
  };
}
