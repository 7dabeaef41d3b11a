import type { Broadcast } from '@haat/contracts';
import type { BroadcastView } from './broadcast-repository.ts';

/** A broadcasts row (with its store's name) in the spec's Broadcast shape. */
export function toBroadcast(row: BroadcastView): Broadcast {
  return {
    _id: row.id,
    id: row.id,
    storeId: row.store_id,
    storeName: row.store_name,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    imageSizes: row.image_sizes,
    city: row.city,
    targetCity: row.target_city,
    broadcastType: row.broadcast_type,
    isActive: row.is_active,
    validFrom: row.valid_from.toISOString(),
    validUntil: row.valid_until.toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What the public sees: active, of a live store, and valid right now. */
export const isCurrent = (row: BroadcastView, now = new Date()) =>
  row.is_active && row.store_is_active && row.valid_from <= now && now <= row.valid_until;
