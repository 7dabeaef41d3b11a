import type { Kysely } from 'kysely';
import { createServiceApp, mountPlannedCalls, requireAuth, type App, type ServiceDeps } from '@haat/server-kit';
import { startNotificationPipeline } from './events/start-notification-pipeline.ts';
import { clearRead } from './http/clear-read.ts';
import { createTestNotification } from './http/create-test-notification.ts';
import { deleteNotification } from './http/delete-notification.ts';
import { getUnreadCount } from './http/get-unread-count.ts';
import { listNotifications } from './http/list-notifications.ts';
import { markAllRead } from './http/mark-all-read.ts';
import { markNotificationRead } from './http/mark-notification-read.ts';
import type { NotificationContext } from './http/notification-context.ts';
import type { NotificationDatabase } from './notifications/notification.table.ts';

export const SCHEMA = 'notification';

/**
 * Notifications: order events become notification rows (via a BullMQ job) pushed live over NATS;
 * each signed-in user reads and tidies only their own.
 */
export async function buildNotificationService(deps: ServiceDeps): Promise<App> {
  const ctx: NotificationContext = { db: deps.db as Kysely<NotificationDatabase>, nc: deps.nc, subjects: deps.subjects };
  await startNotificationPipeline(deps);

  const app = createServiceApp({ name: 'notification', logger: deps.logger });
  const auth = requireAuth(deps.verifyToken);
  // Fixed paths before `/:id` ones, so `clear-read` is never read as an id.
  app
    .get('/api/notifications', auth, listNotifications(ctx))
    .get('/api/notifications/unread-count', auth, getUnreadCount(ctx))
    .put('/api/notifications/mark-all-read', auth, markAllRead(ctx))
    .delete('/api/notifications/clear-read', auth, clearRead(ctx))
    .post('/api/notifications/test', auth, createTestNotification(ctx))
    .put('/api/notifications/:id/read', auth, markNotificationRead(ctx))
    .delete('/api/notifications/:id', auth, deleteNotification(ctx));
  mountPlannedCalls(app, 'notification');
  return app;
}
