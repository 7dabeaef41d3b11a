import { getChatsBlockedUsersReply, getChatsByIdMessagesReply, getChatsByIdReply, getChatsReply, getChatsSellerReply, getChatsUnreadReply, postChatsByIdBlockUserReply, postChatsByIdMessagesReply, postChatsByIdMessagesReply201, postChatsByIdTypingReply, postChatsByIdUnblockUserReply, postChatsStoresByStoreIdReply, postChatsStoresByStoreIdReply201, putChatsByIdReadReply } from '../../replies/chat-replies.ts';
import { blockUserBodySchema, conversationListQuerySchema, messagePageQuerySchema, sendMessageBodySchema, startConversationBodySchema, typingBodySchema } from '../../chat.ts';
import { SIGNED_IN, roles, ok, created, defineCalls } from '../define-call.ts';

/** The chat service's calls (services/chat/src/<feature>/index.ts mounts them). */
export const chatCalls = defineCalls('chat', [
  ['GET /api/chats', { summary: 'List my conversations', auth: SIGNED_IN, query: conversationListQuerySchema, reply: ok(getChatsReply) }],
  ['GET /api/chats/unread', { summary: 'Get unread count', auth: SIGNED_IN, reply: ok(getChatsUnreadReply) }],
  ['GET /api/chats/seller', { summary: 'List store conversations', auth: roles('seller'), query: conversationListQuerySchema, reply: ok(getChatsSellerReply) }],
  ['POST /api/chats/stores/:storeId', { summary: 'Start conversation', auth: SIGNED_IN, body: startConversationBodySchema, reply: ok(postChatsStoresByStoreIdReply), also: [ok(postChatsStoresByStoreIdReply201, 201)] }],
  ['GET /api/chats/:id', { summary: 'Get conversation', auth: SIGNED_IN, reply: ok(getChatsByIdReply) }],
  ['PUT /api/chats/:id/read', { summary: 'Mark conversation read', auth: SIGNED_IN, reply: ok(putChatsByIdReadReply) }],
  ['POST /api/chats/:id/typing', { summary: 'Send typing', auth: SIGNED_IN, body: typingBodySchema, reply: ok(postChatsByIdTypingReply) }],
  ['GET /api/chats/blocked-users', { summary: 'List blocked users', auth: roles('seller'), reply: ok(getChatsBlockedUsersReply) }],
  ['POST /api/chats/:id/block-user', { summary: 'Block user', auth: SIGNED_IN, body: blockUserBodySchema, reply: created(postChatsByIdBlockUserReply), errors: [409] }],
  ['POST /api/chats/:id/unblock-user', { summary: 'Unblock user', auth: SIGNED_IN, reply: ok(postChatsByIdUnblockUserReply), errors: [409] }],
  ['GET /api/chats/:id/messages', { summary: 'List messages', auth: SIGNED_IN, query: messagePageQuerySchema, reply: ok(getChatsByIdMessagesReply) }],
  ['POST /api/chats/:id/messages', { summary: 'Post message', auth: SIGNED_IN, body: sendMessageBodySchema, reply: ok(postChatsByIdMessagesReply), also: [ok(postChatsByIdMessagesReply201, 201)] }],
]);
