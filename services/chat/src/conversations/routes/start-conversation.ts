import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { CHAT_TEXTS, startConversationBodySchema } from '@haat/contracts';
import { forbidden, isUuid, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../../context.ts';
import { isBlocked } from '../../blocks/block-repository.ts';
import { sendAs } from '../../messages/send-message.ts';
import { findConversation, openConversation } from '../conversation-repository.ts';
import { toConversation } from '../to-conversation.ts';

/**
 * POST /api/chats/stores/:storeId {initialMessage?, clientId?}: a buyer opens their conversation
 * with a store (201), or finds the one they have (200) — one per buyer and store. A message sent
 * along is stored either way: the buyer typed it.
 */
export function startConversation(ctx: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    if (user.role !== 'buyer') throw forbidden(CHAT_TEXTS.onlyBuyersStart);
    const storeId = c.req.param('storeId') ?? '';
    if (!isUuid(storeId)) throw notFound(CHAT_TEXTS.storeNotFound);
    const { initialMessage, clientId } = await readJson(c, startConversationBodySchema, { optional: true });
    const store = await ctx.storeOwners.of(storeId);
    if (store.ownerId === user.id) throw forbidden(CHAT_TEXTS.onlyBuyersStart);

    const { row, created } = await openConversation(ctx.db, {
      id: randomUUID(), store_id: storeId, store_name: store.name, seller_id: store.ownerId, user_id: user.id, user_name: user.name,
      notify_user_after: null, notify_store_after: null, last_message_at: null,
    });
    const participants = { id: row.id, storeId, storeName: row.store_name, buyerId: user.id, buyerName: row.user_name, sellerId: row.seller_id };
    const sent = initialMessage ? await sendAs(ctx, user, { participants, side: 'buyer', otherId: row.seller_id }, initialMessage, clientId) : null;
    const blocked = !created && !sent && (await isBlocked(ctx.db, storeId, user.id));
    const conversation = sent ? (await findConversation(ctx.db, row.id)) ?? row : row;
    return c.json({ success: true as const, data: { conversation: toConversation(conversation, blocked), message: sent?.message ?? null } }, created ? 201 : 200);
  };
}
