import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { ChatContext } from '../context.ts';
import { blockUser } from './routes/block-user.ts';
import { listBlockedUsers } from './routes/list-blocked-users.ts';
import { unblockUser } from './routes/unblock-user.ts';

/** A store's blocks of buyers in chat: block with a reason, unblock, the list. */
export function mountBlockRoutes(app: App, ctx: ChatContext): void {
  const auth = requireAuth(ctx.verifyToken);
  app.get('/api/chats/blocked-users', auth, requireRole('seller'), listBlockedUsers(ctx));
  app.post('/api/chats/:id/block-user', auth, blockUser(ctx));
  app.post('/api/chats/:id/unblock-user', auth, unblockUser(ctx));
}
