import { requireAuth, type App } from '@haat/server-kit';
import type { ChatContext } from '../context.ts';
import { listMessages } from './routes/list-messages.ts';
import { postMessage } from './routes/post-message.ts';

/** A conversation's messages: pages of history, and sending. */
export function mountMessageRoutes(app: App, ctx: ChatContext): void {
  const auth = requireAuth(ctx.verifyToken);
  app.get('/api/chats/:id/messages', auth, listMessages(ctx));
  app.post('/api/chats/:id/messages', auth, postMessage(ctx));
}
