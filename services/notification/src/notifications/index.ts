import { requireAuth, type App } from '@haat/server-kit';
import type { NotificationContext } from '../context.ts';
import { clearRead } from './routes/clear-read.ts';
import { createTestNotification } from './routes/create-test-notification.ts';
import { deleteNotification } from './routes/delete-notification.ts';
import { getUnreadCount } from './routes/get-unread-count.ts';
import { listNotifications } from './routes/list-notifications.ts';
import { markAllRead } from './routes/mark-all-read.ts';
import { markNotificationRead } from './routes/mark-notification-read.ts';

/** The signed-in user's own notifications: list, count, mark read, tidy. */
export function mountNotificationRoutes(app: App, ctx: NotificationContext): void {
  const auth = requireAuth(ctx.verifyToken);
  // Fixed paths before `/:id` ones, so `clear-read` is never read as an id.
  app.get('/api/notifications', auth, listNotifications(ctx));
  app.get('/api/notifications/unread-count', auth, getUnreadCount(ctx));
  app.put('/api/notifications/mark-all-read', auth, markAllRead(ctx));
  app.delete('/api/notifications/clear-read', auth, clearRead(ctx));
  app.post('/api/notifications/test', auth, createTestNotification(ctx));
  app.put('/api/notifications/:id/read', auth, markNotificationRead(ctx));
  app.delete('/api/notifications/:id', auth, deleteNotification(ctx));
}
