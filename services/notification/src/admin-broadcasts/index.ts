import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { NotificationContext } from '../context.ts';
import type { AdminBroadcastQueue } from './admin-broadcast-queue.ts';
import { listAdminBroadcasts } from './routes/list-admin-broadcasts.ts';
import { sendAdminBroadcast } from './routes/send-admin-broadcast.ts';

// Admin broadcasts: a superadmin's message to every buyer of a city, told by a background job.
export { startAdminBroadcasts, ADMIN_BROADCASTS_QUEUE, type AdminBroadcastQueue } from './admin-broadcast-queue.ts';
export { fanOutAdminBroadcast } from './fan-out-admin-broadcast.ts';

export function mountAdminBroadcastRoutes(app: App, ctx: NotificationContext, queue: AdminBroadcastQueue): void {
  const admin = [requireAuth(ctx.verifyToken), requireRole('superadmin')] as const;
  app.post('/api/admin/broadcasts', ...admin, sendAdminBroadcast(ctx, queue));
  app.get('/api/admin/broadcasts', ...admin, listAdminBroadcasts(ctx));
}
