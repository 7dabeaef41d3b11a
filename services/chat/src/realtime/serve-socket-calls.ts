import { chatJoinRequestSchema, chatSendRequestSchema, type ChatJoinReply, type ChatSendReply } from '@haat/contracts';
import { serveRpc } from '@haat/server-kit';
import type { ChatContext } from '../context.ts';
import { sendMessage } from '../messages/send-message.ts';

const QUEUE = 'chat';

/**
 * What the gateways ask for their sockets (over NATS, a queue group: any instance answers): may
 * this user join a conversation's room, and a message sent over a socket, stored as over HTTP.
 */
export function serveSocketCalls(ctx: ChatContext) {
  const { nc, subjects, logger } = ctx;
  const subscriptions = [
    serveRpc(nc, {
      subject: subjects.rpc.chatJoin, queue: QUEUE, schema: chatJoinRequestSchema, logger,
      handle: async ({ user, conversationId }): Promise<ChatJoinReply> => {
        const { participants } = await ctx.participants.sideOf(conversationId, user);
        return { ok: true, conversationId: participants.id, buyerId: participants.buyerId, sellerId: participants.sellerId };
      },
    }),
    serveRpc(nc, {
      subject: subjects.rpc.chatSend, queue: QUEUE, schema: chatSendRequestSchema, logger,
      handle: async ({ user, conversationId, content, clientId }): Promise<ChatSendReply> => {
        const { message, duplicate } = await sendMessage(ctx, user, conversationId, { content, clientId });
        return { ok: true, message, duplicate };
      },
    }),
  ];
  return { unsubscribe: () => subscriptions.forEach((sub) => sub.unsubscribe()) };
}
