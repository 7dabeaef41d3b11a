import { pushToUser, type Logger } from '@haat/server-kit';
import type { DeliveryDeps } from '../notifications/deliver-notification.ts';
import { toLiveNotification } from '../notifications/to-notification.ts';
import { adminBroadcastNotificationFor } from './admin-broadcast-notification.ts';
import { advanceAdminBroadcast, findAdminBroadcast, insertNotifications } from './admin-broadcast-repository.ts';
import { adminBroadcastDb } from './admin-broadcasts.table.ts';
import type { CityBuyers } from './city-buyers.ts';

/** Buyers asked per page and notifications inserted per batch. */
export const ADMIN_BROADCAST_BATCH_SIZE = 500;

export type AdminFanoutDeps = DeliveryDeps & { buyers: CityBuyers; logger: Logger; batchSize?: number };

/**
 * Tells every buyer of the broadcast's city, a page at a time. Resumable and idempotent: each batch
 * commits with the cursor, so a run cut short goes on where it stopped; a buyer told twice (a job
 * run again) gets no second notification (fixed source ids), and only new notifications are counted.
 */
export async function fanOutAdminBroadcast(deps: AdminFanoutDeps, broadcastId: string): Promise<'sent' | 'unknown'> {
  const db = adminBroadcastDb(deps.db);
  const broadcast = await findAdminBroadcast(db, broadcastId);
  if (!broadcast) return 'unknown';
  const limit = deps.batchSize ?? ADMIN_BROADCAST_BATCH_SIZE;
  let { cursor } = broadcast;
  let done = broadcast.status === 'sent';
  while (!done) {
    const page = await deps.buyers.page({ city: broadcast.city, after: cursor, limit });
    const rows = page.userIds.map((userId) => adminBroadcastNotificationFor(broadcast, userId));
    done = page.nextCursor === null;
    const next = page.nextCursor ?? cursor;
    const added = await db.transaction().execute(async (trx) => {
      const inserted = await insertNotifications(trx, rows);
      await advanceAdminBroadcast(trx, broadcastId, { cursor: next, added: inserted.length, done });
      return inserted;
    });
    // After the commit: live pushes and unread counts. A crash here loses a push, never a notification.
    await Promise.all(added.map(async (row) => {
      await deps.unreadCounts.changed(row.user_id);
      pushToUser(deps.nc, deps.subjects.realtimeUser(row.user_id), 'newNotification', toLiveNotification(row));
    }));
    cursor = next;
  }
  deps.logger.info({ broadcastId, city: broadcast.city }, 'admin broadcast sent');
  return 'sent';
}
