import type { BroadcastPublishedEvent, EventEnvelope } from '@haat/contracts';
import { pushToUser, type Logger } from '@haat/server-kit';
import type { DeliveryDeps } from '../notifications/deliver-notification.ts';
import { toLiveNotification } from '../notifications/to-notification.ts';
import { fanoutDb, type FanoutPhase } from './broadcast-fanouts.table.ts';
import { broadcastNotificationFor, fanoutTime, indianDay } from './broadcast-notification.ts';
import { advanceFanout, claimStoreDay, findFanout, insertNotificationBatch } from './fanout-repository.ts';
import type { StoreAudience } from './store-audience.ts';

/** User ids per page asked and per batch inserted: one INSERT of this many rows stays well under a second. */
export const FANOUT_BATCH_SIZE = 500;

export type FanoutDeps = DeliveryDeps & { audience: StoreAudience; logger: Logger; batchSize?: number };

export type FanoutOutcome = 'done' | 'already-told-today' | 'not-live';

const nextPhase: Record<Exclude<FanoutPhase, 'done'>, FanoutPhase> = { buyers: 'wishlisters', wishlisters: 'done' };

/**
 * One `broadcast.published` event, told to the store's buyers and wishlisters (never its owner), at
 * most once per store per Asia/Kolkata day. Resumable: each batch of notifications commits with the
 * day's cursor, so a run cut short (a restart, an answer that did not come) goes on where it stopped
 * when the job runs again; a batch told twice inserts nothing twice (fixed source ids).
 */
export async function fanOutBroadcast(deps: FanoutDeps, event: EventEnvelope<'broadcast.published'>): Promise<FanoutOutcome> {
  const db = fanoutDb(deps.db);
  const broadcast: BroadcastPublishedEvent = event.payload;
  const day = indianDay(fanoutTime(broadcast));
  const key = { storeId: broadcast.storeId, day };

  let fanout = await findFanout(db, broadcast.storeId, day);
  if (!fanout) {
    // A scheduled broadcast waited for its start: deleted, switched off or over meanwhile, it tells nobody.
    if (!(await deps.audience.isLive(broadcast.broadcastId))) return 'not-live';
    fanout = await claimStoreDay(db, { ...key, broadcastId: broadcast.broadcastId, eventId: event.id });
  }
  if (fanout.broadcast_id !== broadcast.broadcastId) return 'already-told-today';

  const limit = deps.batchSize ?? FANOUT_BATCH_SIZE;
  let { phase, cursor } = fanout;
  while (phase !== 'done') {
    const page = await deps.audience.page(phase, { storeId: broadcast.storeId, after: cursor, limit });
    const rows = page.userIds.filter((userId) => userId !== broadcast.storeOwnerId).map((userId) => broadcastNotificationFor(broadcast, day, userId));
    const next = page.nextCursor === null ? { phase: nextPhase[phase], cursor: null } : { phase, cursor: page.nextCursor };
    const added = await db.transaction().execute(async (trx) => {
      const inserted = await insertNotificationBatch(trx, rows);
      await advanceFanout(trx, broadcast.storeId, day, { ...next, added: inserted.length });
      return inserted;
    });
    // After the commit: live pushes and unread counts. A crash here loses a push, never a notification.
    await Promise.all(added.map(async (row) => {
      await deps.unreadCounts.changed(row.user_id);
      pushToUser(deps.nc, deps.subjects.realtimeUser(row.user_id), 'newNotification', toLiveNotification(row));
    }));
    ({ phase, cursor } = next);
  }
  deps.logger.info({ storeId: broadcast.storeId, broadcastId: broadcast.broadcastId, day }, 'broadcast fan-out done');
  return 'done';
}
