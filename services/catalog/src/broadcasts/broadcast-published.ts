import { enqueueEvent } from '@haat/server-kit';
import type { BroadcastView } from './broadcast-repository.ts';
import type { BroadcastDb } from './broadcasts.table.ts';

/**
 * Records `broadcast.published` in the outbox, in the transaction that made the broadcast live, when
 * it is live: active, of an active store, not yet over. The notification service fans it out (once
 * per store per day); a scheduled one waits there until its `validFrom`.
 */
export async function publishIfLive(trx: BroadcastDb, row: BroadcastView, now = new Date()): Promise<boolean> {
  if (!row.is_active || !row.store_is_active || row.valid_until <= now) return false;
  await enqueueEvent(trx as never, 'broadcast.published', {
    broadcastId: row.id,
    storeId: row.store_id,
    storeName: row.store_name,
    storeOwnerId: row.store_owner_id,
    title: row.title,
    city: row.target_city ?? row.city,
    validFrom: row.valid_from.toISOString(),
    validUntil: row.valid_until.toISOString(),
    publishedAt: now.toISOString(),
  });
  return true;
}
