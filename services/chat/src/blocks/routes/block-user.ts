import type { Context } from 'hono';
import { blockUserBodySchema, CHAT_TEXTS } from '@haat/contracts';
import { conflict, readJson, type AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../../context.ts';
import { pushChatBlocked } from '../../realtime/chat-pushes.ts';
import { storeSideOf } from '../block-access.ts';
import { insertBlock, toBlockedUser } from '../block-repository.ts';

/** POST /api/chats/:id/block-user {reason}: the store stops taking this buyer's messages (409 when already blocked). */
export function blockUser(ctx: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const { reason } = await readJson(c, blockUserBodySchema);
    const { conversation } = await storeSideOf(ctx, c);
    const row = await insertBlock(ctx.db, { store_id: conversation.store_id, user_id: conversation.user_id, blocked_by: c.get('user').id, reason });
    if (!row) throw conflict(CHAT_TEXTS.alreadyBlocked);
    pushChatBlocked(ctx, [conversation.user_id, conversation.seller_id], { conversationId: conversation.id, storeId: conversation.store_id, isBlocked: true });
    const data = toBlockedUser({ ...row, conversation_id: conversation.id, user_name: conversation.user_name, store_name: conversation.store_name });
    return c.json({ success: true as const, message: `${conversation.user_name} has been blocked`, data }, 201);
  };
}
