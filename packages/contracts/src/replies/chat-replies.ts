import { z } from 'zod';

/**
 * The chat service's replies as its integration tests saw them (docs/decisions.md "OpenAPI: the reply
 * schemas"): the envelope and `data` exact, deeper objects open beyond the fields listed.
 */

const chatSchema = z.strictObject({
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

const conversationSchema = z.looseObject({
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

const messageSchema = z.looseObject({
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

const chatSchema2 = z.strictObject({
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

const chatSchema3 = z.strictObject({
  _id: z.string(),
  userId: z.string(),
  userName: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  conversationId: z.string(),
  reason: z.string(),
  blockedAt: z.string(),
});

/** GET /api/chats → 200 (3 replies seen in the integration suite) */
export const getChatsReply = z.strictObject({
  success: z.literal(true),
  data: z.array(chatSchema),
  nextCursor: z.string().nullable(),
  count: z.number(),
});

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
export const getChatsByIdMessagesReply = z.strictObject({
  success: z.literal(true),
  data: z.array(chatSchema2),
  hasMore: z.boolean(),
});

/** GET /api/chats/blocked-users → 200 (2 replies seen in the integration suite) */
export const getChatsBlockedUsersReply = z.strictObject({
  success: z.literal(true),
  data: z.array(chatSchema3),
  count: z.number(),
});

/** GET /api/chats/seller → 200 (2 replies seen in the integration suite) */
export const getChatsSellerReply = z.strictObject({
  success: z.literal(true),
  data: z.array(chatSchema),
  nextCursor: z.string().nullable(),
  count: z.number(),
});

/** GET /api/chats/unread → 200 (4 replies seen in the integration suite) */
export const getChatsUnreadReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    unreadCount: z.number(),
  }),
});

/** POST /api/chats/:id/block-user → 201 (2 replies seen in the integration suite) */
export const postChatsByIdBlockUserReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: chatSchema3,
});

/** POST /api/chats/:id/messages → 200 (1 reply seen in the integration suite) */
export const postChatsByIdMessagesReply = z.strictObject({
  success: z.literal(true),
  data: chatSchema2,
});

/** POST /api/chats/:id/messages → 201 (35 replies seen in the integration suite) */
export const postChatsByIdMessagesReply201 = z.strictObject({
  success: z.literal(true),
  data: chatSchema2,
});

/** POST /api/chats/:id/typing → 200 (1 reply seen in the integration suite) */
export const postChatsByIdTypingReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    conversationId: z.string(),
    isTyping: z.boolean(),
  }),
});

/** POST /api/chats/:id/unblock-user → 200 (1 reply seen in the integration suite) */
export const postChatsByIdUnblockUserReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    conversationId: z.string(),
    userId: z.string(),
  }),
});

/** POST /api/chats/stores/:storeId → 200 (2 replies seen in the integration suite) */
export const postChatsStoresByStoreIdReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    conversation: conversationSchema,
    message: messageSchema.nullable(),
  }),
});

/** POST /api/chats/stores/:storeId → 201 (24 replies seen in the integration suite) */
export const postChatsStoresByStoreIdReply201 = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    conversation: conversationSchema,
    message: messageSchema.nullable(),
  }),
});

/** PUT /api/chats/:id/read → 200 (1 reply seen in the integration suite) */
export const putChatsByIdReadReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    conversationId: z.string(),
    markedRead: z.number(),
    unreadCount: z.number(),
  }),
});
