import { z } from 'zod';
import { dataAndMessageReply, successReply } from './envelope-schemas.ts';

/**
 * The chat service's replies as its integration tests saw them (docs/decisions/0206-openapi-the-reply-schemas-and-what-is-not-yet-exact.md):
 * the envelope and `data` exact, deeper objects open beyond the fields listed.
 */

const conversationListItemSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  userId: z.string(),
  userName: z.string(),
  sellerId: z.string(),
  lastMessage: z.string(),
  lastMessageTime: z.string().nullable(),
  unreadCountUser: z.number(),
  unreadCountStore: z.number(),
  isActive: z.boolean(),
  isBlocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The same conversation where it is embedded in another reply: open beyond these fields. */
const conversationSchema = z.looseObject(conversationListItemSchema.shape);

const chatMessageSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  senderRole: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  seq: z.number(),
  clientId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The same message where it is embedded in a conversation: open beyond these fields. */
const messageSchema = z.looseObject(chatMessageSchema.shape);

const blockedUserSchema = z.strictObject({
  _id: z.string(),
  userId: z.string(),
  userName: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  conversationId: z.string(),
  reason: z.string(),
  blockedAt: z.string(),
});

/** A buyer's or a seller's conversations, newest first, with the cursor for more. */
const conversationListReply = successReply(z.array(conversationListItemSchema), {
  nextCursor: z.string().nullable(),
  count: z.number(),
});

/** GET /api/chats → 200 (3 replies seen in the integration suite) */
export const getChatsReply = conversationListReply;

/** GET /api/chats/:id → 200 (7 replies seen in the integration suite) */
export const getChatsByIdReply = z.strictObject({
  success: z.literal(true).optional(),
  data: z.strictObject({
    conversation: conversationSchema,
    messages: z.array(messageSchema),
    hasMore: z.boolean(),
  }).optional(),
  id: z.string().optional(),
});

/** GET /api/chats/:id/messages → 200 (4 replies seen in the integration suite) */
export const getChatsByIdMessagesReply = successReply(z.array(chatMessageSchema), {
  hasMore: z.boolean(),
});

/** GET /api/chats/blocked-users → 200 (2 replies seen in the integration suite) */
export const getChatsBlockedUsersReply = successReply(z.array(blockedUserSchema), {
  count: z.number(),
});

/** GET /api/chats/seller → 200 (2 replies seen in the integration suite) */
export const getChatsSellerReply = conversationListReply;

/** GET /api/chats/unread → 200 (4 replies seen in the integration suite) */
export const getChatsUnreadReply = successReply(z.strictObject({
  unreadCount: z.number(),
}));

/** POST /api/chats/:id/block-user → 201 (2 replies seen in the integration suite) */
export const postChatsByIdBlockUserReply = successReply(blockedUserSchema, {
  message: z.string(),
});

/** POST /api/chats/:id/messages → 200 (1 reply seen in the integration suite) */
export const postChatsByIdMessagesReply = successReply(chatMessageSchema);

/** POST /api/chats/:id/messages → 201 (35 replies seen in the integration suite) */
export const postChatsByIdMessagesReply201 = successReply(chatMessageSchema);

/** POST /api/chats/:id/typing → 200 (1 reply seen in the integration suite) */
export const postChatsByIdTypingReply = successReply(z.strictObject({
  conversationId: z.string(),
  isTyping: z.boolean(),
}));

/** POST /api/chats/:id/unblock-user → 200 (1 reply seen in the integration suite) */
export const postChatsByIdUnblockUserReply = dataAndMessageReply(z.strictObject({
  conversationId: z.string(),
  userId: z.string(),
}));

/** A conversation with a store, opened or found, and its first message. */
const conversationOpenedReply = successReply(z.strictObject({
  conversation: conversationSchema,
  message: messageSchema.nullable(),
}));

/** POST /api/chats/stores/:storeId → 200 (2 replies seen in the integration suite) */
export const postChatsStoresByStoreIdReply = conversationOpenedReply;

/** POST /api/chats/stores/:storeId → 201 (24 replies seen in the integration suite) */
export const postChatsStoresByStoreIdReply201 = conversationOpenedReply;

/** PUT /api/chats/:id/read → 200 (1 reply seen in the integration suite) */
export const putChatsByIdReadReply = successReply(z.strictObject({
  conversationId: z.string(),
  markedRead: z.number(),
  unreadCount: z.number(),
}));
