import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { ChatContext } from '../context.ts';
import { getConversation } from './routes/get-conversation.ts';
import { getUnreadCount } from './routes/get-unread-count.ts';
import { listMyConversations } from './routes/list-my-conversations.ts';
import { listStoreConversations } from './routes/list-store-conversations.ts';
import { markConversationRead } from './routes/mark-conversation-read.ts';
import { sendTyping } from './routes/send-typing.ts';
import { startConversation } from './routes/start-conversation.ts';

/** Conversations: the lists, the unread count, opening one with a store, reading one, marking it read, typing. */
export function mountConversationRoutes(app: App, ctx: ChatContext): void {
  const auth = requireAuth(ctx.verifyToken);
  // Fixed paths before `/:id` ones, so `unread` is never read as an id.
  app.get('/api/chats', auth, listMyConversations(ctx));
  app.get('/api/chats/unread', auth, getUnreadCount(ctx));
  app.get('/api/chats/seller', auth, requireRole('seller'), listStoreConversations(ctx));
  app.post('/api/chats/stores/:storeId', auth, startConversation(ctx));
  app.get('/api/chats/:id', auth, getConversation(ctx));
  app.put('/api/chats/:id/read', auth, markConversationRead(ctx));
  app.post('/api/chats/:id/typing', auth, sendTyping(ctx));
}
