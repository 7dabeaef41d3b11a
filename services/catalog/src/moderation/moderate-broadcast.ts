import type { BroadcastDb } from '../broadcasts/broadcasts.table.ts';
import type { Touched } from './touched.ts';

/** Deactivates an offer for good: buyers no longer see it, and its seller cannot switch it on again (see assertNotDeactivatedByAdmin). */
export async function deactivateBroadcast(db: BroadcastDb, broadcastId: string, reason: string): Promise<Touched> {
  const row = await db.updateTable('broadcasts')
    .set({ is_active: false, deactivated_by_admin_at: new Date(), deactivated_reason: reason, updated_at: new Date() })
    .where('id', '=', broadcastId).returning('store_id').executeTakeFirst();
  return { storeId: row?.store_id ?? null };
}
