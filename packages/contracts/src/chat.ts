import { z } from 'zod';
import { multilineText } from './text.ts';
import { CHAT_BLOCK_REASON_MAX_LENGTH, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES_MAX_PAGE_SIZE, CHAT_MESSAGES_PAGE_SIZE, CHAT_TEXTS } from './chat-rules.ts';

export * from './chat-rules.ts';


// ---- request bodies ----

const messageContentSchema = multilineText({ label: 'Message', max: CHAT_MESSAGE_MAX_LENGTH, tooLong: CHAT_TEXTS.messageTooLong, required: CHAT_TEXTS.blankMessage })
  .min(1, CHAT_TEXTS.blankMessage);

/** A client's own id for one send: a retried send with the same id stores one message. */
const chatClientIdSchema = z.string().trim().min(1).max(100).regex(/^[\w.:-]+$/, 'clientId may hold letters, digits, dots, colons, dashes and underscores');

/** POST /api/chats/:id/messages {content, clientId?} */
export const sendMessageBodySchema = z.object({ content: messageContentSchema, clientId: chatClientIdSchema.optional() });

/** POST /api/chats/stores/:storeId {initialMessage?, clientId?}: an empty body opens the conversation without a message. */
export const startConversationBodySchema = z.object({
  initialMessage: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), messageContentSchema.optional()),
  clientId: chatClientIdSchema.optional(),
});

/** POST /api/chats/:id/block-user {reason} (a spec client may call it `blockReason`). */
export const blockUserBodySchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !('reason' in v) && 'blockReason' in v ? { reason: (v as { blockReason: unknown }).blockReason } : v),
  z.object({
    reason: multilineText({ label: 'Reason', max: CHAT_BLOCK_REASON_MAX_LENGTH, tooLong: CHAT_TEXTS.reasonTooLong, required: CHAT_TEXTS.reasonRequired })
      .min(1, CHAT_TEXTS.reasonRequired),
  }),
);

/** GET /api/chats/:id/messages?before=&after=&limit=: `before` pages back through history, `after` catches up after a reconnect (by `seq`). */
export const messagePageQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_MESSAGES_MAX_PAGE_SIZE).default(CHAT_MESSAGES_PAGE_SIZE),
});

/** POST /api/chats/:id/typing {isTyping?} (default true). */
export const typingBodySchema = z.object({ isTyping: z.boolean().default(true) });

// ---- socket event bodies (browser → gateway) ----

export const socketJoinSchema = z.union([z.string(), z.object({ conversationId: z.string() })]).transform((v) => (typeof v === 'string' ? v : v.conversationId));
export const socketSendMessageSchema = z.object({ conversationId: z.string(), content: z.unknown(), clientId: z.unknown().optional() });
export const socketTypingSchema = z.object({ conversationId: z.string(), isTyping: z.boolean().default(true) });

// ---- request-reply (gateway → chat) ----

/**
 * May the user join the conversation's room? The reply names both participants. The user is the
 * one whose token the request carries (the socket's), never one the payload names.
 */
export const chatJoinRequestSchema = z.object({ conversationId: z.string() });
import type { ChatMessage } from './chat-rules.ts';
export type ChatJoinReply = { ok: true; conversationId: string; buyerId: string; sellerId: string } | { ok: false; status: number; error: string; message: string };
/** A message sent over the socket, by the user whose token the request carries: stored exactly as POST /chats/:id/messages would. */
export const chatSendRequestSchema = z.object({ conversationId: z.string(), content: z.unknown(), clientId: z.unknown().optional() });
export type ChatSendReply = { ok: true; message: ChatMessage; duplicate: boolean } | { ok: false; status: number; error: string; message: string };

/** A conversation list's cursor: the last conversation's time and id (`nextCursor` of the page before). */
export const CONVERSATION_CURSOR = /^(\d{4}-\d\d-\d\dT[\d:.]+Z)\|([0-9a-f-]{36})$/i;

/** GET /api/chats and /api/chats/seller ?limit=&cursor=&storeId=: a page of conversations. */
export const conversationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  cursor: z.string().regex(CONVERSATION_CURSOR, 'cursor is not one this list gave').optional(),
  storeId: z.string().uuid('storeId must be a store id').optional(),
});
