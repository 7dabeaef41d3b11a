import { chatJoinRequestSchema, chatSendRequestSchema, type ChatJoinReply, type ChatSendReply } from '@haat/contracts';
import { serveRpc } from '@haat/server-kit';
import type { ChatContext } from '../context.ts';
import { sendMessage } from '../messages/send-message.ts';

const QUEUE = 'chat';

/**
 * What the gateways ask for their sockets (over NATS, a queue group: any instance answers): may
 * this user join a conversation's room, and a message sent over a socket, stored as over HTTP.
 * The user is the one the socket's token names, verified here as the HTTP routes verify it
 * (session state included): a request naming a user is no proof of being them.
 */
export function serveSocketCalls(ctx: ChatContext) {
  const { nc, subjects, logger } = ctx;
  const subscriptions = [
    serveRpc(nc, {
      subject: subjects.rpc.chatJoin, queue: QUEUE, schema: chatJoinRequestSchema, logger, verifyUser: ctx.verifyToken,
      handle: async ({ conversationId }, user): Promise<ChatJoinReply> => {
        const { participants } = await ctx.participants.sideOf(conversationId, user);
        return { ok: true, conversationId: participants.id, buyerId: participants.buyerId, sellerId: participants.sellerId };
      },
    }),
    serveRpc(nc, {
      subject: subjects.rpc.chatSend, queue: QUEUE, schema: chatSendRequestSchema, logger, verifyUser: ctx.verifyToken,
      handle: async ({ conversationId, content, clientId }, user): Promise<ChatSendReply> => {
        const { message, duplicate } = await sendMessage(ctx, user, conversationId, { content, clientId });
        return { ok: true, message, duplicate };
      },
    }),
  ];
  return { unsubscribe: () => subscriptions.forEach((sub) => sub.unsubscribe()) };
}
