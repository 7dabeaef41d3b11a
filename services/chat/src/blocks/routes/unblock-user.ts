import type { Context } from 'hono';
import { CHAT_TEXTS } from '@haat/contracts';
import { conflict, type AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../../context.ts';
import { pushChatBlocked } from '../../realtime/chat-pushes.ts';
import { storeSideOf } from '../block-access.ts';
import { deleteBlock } from '../block-repository.ts';

/** POST /api/chats/:id/unblock-user: the buyer may write to the store again (409 when they were not blocked). */
export function unblockUser(ctx: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const { conversation } = await storeSideOf(ctx, c);
    if (!(await deleteBlock(ctx.db, conversation.store_id, conversation.user_id))) throw conflict(CHAT_TEXTS.notBlocked);
    pushChatBlocked(ctx, [conversation.user_id, conversation.seller_id], { conversationId: conversation.id, storeId: conversation.store_id, isBlocked: false });
    return c.json({ success: true as const, message: `${conversation.user_name} has been unblocked`, data: { conversationId: conversation.id, userId: conversation.user_id } });
  };
}
