import type { Server, Socket } from 'socket.io';
import {
  CHAT_SOCKET_IN, CHAT_SOCKET_OUT, CHAT_TEXTS, socketJoinSchema, socketSendMessageSchema, socketTypingSchema,
  type ChatAck, type ChatJoinReply, type ChatMessagePush, type ChatSendReply, type Subjects,
} from '@haat/contracts';
import { errorReply, pushToUser, requestRpc, type AuthUser, type Logger, type NatsConnection } from '@haat/server-kit';

/** The gateway waits this long for the chat service; the client falls back to a request after 5 s. */
const CHAT_RPC_TIMEOUT_MS = 4000;

export const chatRoom = (conversationId: string) => `chat:${conversationId}`;

type ChatSocketDeps = { nats: () => NatsConnection | null; subjects: Subjects; logger: Logger };
type Ack = (reply: ChatAck<Record<string, unknown>>) => void;

const unavailable = { ok: false as const, status: 503, error: CHAT_TEXTS.serviceUnavailable, message: CHAT_TEXTS.serviceUnavailable };

/** An RPC answer or thrown error as the socket's acknowledgement. */
function failureAck(err: unknown) {
  const { status, body } = errorReply(err);
  return { ok: false as const, status, error: body.error, message: body.message };
}

/** Answers through the socket.io acknowledgement, when the client asked for one. */
function answer(ack: unknown, reply: Parameters<Ack>[0]): void {
  if (typeof ack === 'function') (ack as Ack)(reply);
}

/**
 * A socket's chat events: `join` a conversation's room (the chat service says whether the user is
 * part of it), `leave` it, `sendMessage` (handed to the chat service, which stores then pushes;
 * the ack carries the stored message) and `typing` (straight to the other participant of a room
 * the socket joined).
 */
export function handleChatEvents(socket: Socket, { nats, subjects, logger }: ChatSocketDeps): void {
  const user = socket.data.user as AuthUser;
  const otherParticipant = new Map<string, string>();
  // Per conversation, a socket's sends are handed over one after another, so they keep their order;
  // sends to different conversations (a seller answering many buyers) go side by side.
  const sends = new Map<string, Promise<void>>();

  const ask = async <R extends { ok: boolean }>(subject: string, payload: unknown): Promise<R | typeof unavailable> => {
    const nc = nats();
    if (!nc) return unavailable;
    return requestRpc<R>(nc, subject, payload, { timeoutMs: CHAT_RPC_TIMEOUT_MS, what: 'The chat service', actingFor: (socket.handshake.auth as { token: string }).token });
  };

  socket.on(CHAT_SOCKET_IN.join, async (raw: unknown, ack?: unknown) => {
    try {
      const conversationId = socketJoinSchema.parse(raw);
      const reply = await ask<ChatJoinReply>(subjects.rpc.chatJoin, { conversationId });
      if (!reply.ok) return answer(ack, reply);
      otherParticipant.set(reply.conversationId, reply.buyerId === user.id ? reply.sellerId : reply.buyerId);
      await socket.join(chatRoom(reply.conversationId));
      answer(ack, { ok: true, conversationId: reply.conversationId });
    } catch (err) {
      answer(ack, failureAck(err));
    }
  });

  socket.on(CHAT_SOCKET_IN.leave, async (raw: unknown) => {
    const parsed = socketJoinSchema.safeParse(raw);
    if (!parsed.success) return;
    otherParticipant.delete(parsed.data);
    await socket.leave(chatRoom(parsed.data));
  });

  socket.on(CHAT_SOCKET_IN.sendMessage, (raw: unknown, ack?: unknown) => {
    const parsed = socketSendMessageSchema.safeParse(raw);
    if (!parsed.success) return answer(ack, failureAck(parsed.error));
    const { conversationId, content, clientId } = parsed.data;
    const send = async () => {
      try {
        const reply = await ask<ChatSendReply>(subjects.rpc.chatSend, { conversationId, content, clientId });
        answer(ack, reply.ok ? { ok: true, message: reply.message, duplicate: reply.duplicate } : reply);
      } catch (err) {
        answer(ack, failureAck(err));
      }
    };
    const queued = (sends.get(conversationId) ?? Promise.resolve()).then(send);
    sends.set(conversationId, queued);
    void queued.then(() => {
      if (sends.get(conversationId) === queued) sends.delete(conversationId);
    });
  });

  socket.on(CHAT_SOCKET_IN.typing, (raw: unknown) => {
    const parsed = socketTypingSchema.safeParse(raw);
    const nc = nats();
    if (!parsed.success || !nc) return;
    const { conversationId, isTyping } = parsed.data;
    const other = otherParticipant.get(conversationId); // only rooms the chat service let this socket join
    if (other) pushToUser(nc, subjects.realtimeUser(other), CHAT_SOCKET_OUT.typing, { conversationId, userId: user.id, isTyping });
  });

  socket.on('error', (err) => logger.debug({ err: String(err) }, 'chat socket error'));
}

/**
 * A `chat.message` push for one user, on this gateway: `newMessage` to their sockets in the
 * conversation's room; `newChatMessage` to the recipient's other sockets (a toast, a badge).
 */
export function deliverChatMessage(io: Server, userRoom: string, userId: string, push: ChatMessagePush): void {
  const socketIds = io.sockets.adapter.rooms.get(userRoom);
  if (!socketIds) return;
  const { event } = push;
  const room = chatRoom(event.conversationId);
  for (const id of socketIds) {
    const socket = io.sockets.sockets.get(id);
    if (!socket) continue;
    if (socket.rooms.has(room)) socket.emit(CHAT_SOCKET_OUT.newMessage, event.message);
    else if (userId === push.recipientId) socket.emit(CHAT_SOCKET_OUT.newChatMessage, event);
  }
}
