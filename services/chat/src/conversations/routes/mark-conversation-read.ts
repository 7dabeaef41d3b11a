import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../../context.ts';
import { markReadFrom } from '../../messages/message-repository.ts';
import { pushMessagesRead, pushUnread } from '../../realtime/chat-pushes.ts';
import { otherSide, participation } from '../conversation-access.ts';
import { unreadColumn } from '../conversation-repository.ts';

/**
 * PUT /api/chats/:id/read: what the other side sent is read. The caller's other tabs get the new
 * counts; the other side learns how far it was read.
 */
export function markConversationRead(ctx: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { conversation, side, otherId } = await participation(ctx.db, c.req.param('id') ?? '', user);
    const marked = await ctx.db.transaction().execute(async (trx) => {
      const count = await markReadFrom(trx, conversation.id, otherSide(side));
      await trx.updateTable('conversations').set({ [unreadColumn(side)]: 0 }).where('id', '=', conversation.id).execute();
      return count;
    });
    const unreadCount = await ctx.unreadTotals.recount(side, user.id);
    pushUnread(ctx, user.id, { conversationId: conversation.id, conversationUnread: 0, unreadCount });
    if (marked > 0) pushMessagesRead(ctx, otherId, { conversationId: conversation.id, readBy: user.id, upToSeq: Number(conversation.last_seq) });
    return c.json({ success: true as const, data: { conversationId: conversation.id, markedRead: marked, unreadCount } });
  };
}
