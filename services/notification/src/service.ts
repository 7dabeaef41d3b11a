import type { Kysely } from 'kysely';
import { createRedis, createServiceApp, mountPlannedCalls, type App, type ServiceDeps } from '@haat/server-kit';
import { startNotificationPipeline } from './events/start-notification-pipeline.ts';
import { startBroadcastFanout } from './broadcasts/index.ts';
import { mountAdminBroadcastRoutes, startAdminBroadcasts } from './admin-broadcasts/index.ts';
import type { NotificationContext } from './context.ts';
import { mountNotificationRoutes } from './notifications/index.ts';
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
  const ctx: NotificationContext = { db, nc: deps.nc, subjects: deps.subjects, unreadCounts, verifyToken: deps.verifyToken };
  await startNotificationPipeline(deps, ctx);
  await startBroadcastFanout(deps, ctx); // store_broadcast to a store's buyers and wishlisters, once per store per day
  const adminBroadcasts = startAdminBroadcasts(deps, ctx); // admin_broadcast to every buyer of a city

  const app = createServiceApp({ name: 'notification', logger: deps.logger });
  mountNotificationRoutes(app, ctx);
  mountAdminBroadcastRoutes(app, ctx, adminBroadcasts);
  mountPlannedCalls(app, 'notification');
  return app;
}
