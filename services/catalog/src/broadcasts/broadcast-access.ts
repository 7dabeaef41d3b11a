import { BROADCAST_NOT_FOUND, INVALID_BROADCAST_ID } from '@haat/contracts';
import { badRequest, forbidden, isUuid, notFound, type AuthUser } from '@haat/server-kit';
import { findBroadcast, type BroadcastView } from './broadcast-repository.ts';
import type { BroadcastDb } from './broadcasts.table.ts';

/** The spec's 'Invalid broadcast ID' for an id that cannot name a broadcast (400), before any lookup. */
export function broadcastIdOf(id: string | undefined): string {
  if (!isUuid(id)) throw badRequest(INVALID_BROADCAST_ID);
  return id;
}

export async function loadBroadcast(db: BroadcastDb, id: string): Promise<BroadcastView> {
  const row = await findBroadcast(db, id);
  if (!row) throw notFound(BROADCAST_NOT_FOUND);
  return row;
}

/** The owner of the store, or a superadmin. */
export const canManageStore = (user: AuthUser | null, storeOwnerId: string) =>
  user !== null && (user.role === 'superadmin' || user.id === storeOwnerId);

export function assertCanManage(user: AuthUser, row: BroadcastView): void {
  if (!canManageStore(user, row.store_owner_id)) {
    throw forbidden('Not authorized to manage this broadcast', "Only the store's owner can change its broadcasts.");
  }
}
