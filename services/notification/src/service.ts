import type { Kysely } from 'kysely';
import { createRedis, createServiceApp, mountPlannedCalls, requireAuth, type App, type ServiceDeps } from '@haat/server-kit';
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
import { createUnreadCounts } from './notifications/unread-counts.ts';

export const SCHEMA = 'notification';

/**
 * Notifications: order events become notification rows (via a BullMQ job) pushed live over NATS;
 * each signed-in user reads and tidies only their own.
 */
export async function buildNotificationService(deps: ServiceDeps): Promise<App> {
  const db = deps.db as Kysely<NotificationDatabase>;
  const cacheRedis = createRedis(deps.config.REDIS_URL, { failFast: true });
  cacheRedis.on('error', () => {}); // the cache logs its own failures and falls back to Postgres
  deps.onStop(() => cacheRedis.quit().then(() => {}, () => {}));
  const unreadCounts = createUnreadCounts(db, cacheRedis, { prefix: deps.config.HAAT_PREFIX, logger: deps.logger });
  const ctx: NotificationContext = { db, nc: deps.nc, subjects: deps.subjects, unreadCounts };
  await startNotificationPipeline(deps, ctx);

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
