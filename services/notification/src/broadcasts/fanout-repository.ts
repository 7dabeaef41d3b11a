import type { NewNotification, NotificationRow } from '../notifications/notification.table.ts';
import type { BroadcastFanoutRow, FanoutDb, FanoutPhase } from './broadcast-fanouts.table.ts';

export async function findFanout(db: FanoutDb, storeId: string, day: string): Promise<BroadcastFanoutRow | undefined> {
  return db.selectFrom('broadcast_fanouts').selectAll().where('store_id', '=', storeId).where('day', '=', day).executeTakeFirst();
}

/** Takes the store's day for this broadcast unless another took it first; returns the day's row either way. */
export async function claimStoreDay(db: FanoutDb, claim: { storeId: string; day: string; broadcastId: string; eventId: string }): Promise<BroadcastFanoutRow> {
  await db.insertInto('broadcast_fanouts')
    .values({ store_id: claim.storeId, day: claim.day, broadcast_id: claim.broadcastId, event_id: claim.eventId })
    .onConflict((oc) => oc.columns(['store_id', 'day']).doNothing())
    .execute();
  return (await findFanout(db, claim.storeId, claim.day))!;
}

/** Inserts a batch of notifications; rows whose source id exists already are skipped. Returns the new ones. */
export async function insertNotificationBatch(db: FanoutDb, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insertInto('notifications').values(rows).onConflict((oc) => oc.column('source_event_id').doNothing()).returningAll().execute();
}

/** Records how far the fan-out got (in the transaction of the batch it told). */
export async function advanceFanout(db: FanoutDb, storeId: string, day: string, progress: { phase: FanoutPhase; cursor: string | null; added: number }): Promise<void> {
  await db.updateTable('broadcast_fanouts')
    .set((eb) => ({
      phase: progress.phase,
      cursor: progress.cursor,
      notified: eb('notified', '+', progress.added),
      finished_at: progress.phase === 'done' ? new Date() : null,
    }))
    .where('store_id', '=', storeId).where('day', '=', day)
    .execute();
}
