import { sql } from 'kysely';
import { BROADCAST_MAX_ACTIVE_PER_STORE, BROADCAST_TEXTS } from '@haat/contracts';
import { conflict, forbidden, notFound } from '@haat/server-kit';
import type { BroadcastDb } from './broadcasts.table.ts';

/**
 * Locks the store's row until the transaction ends. Every write that may make an offer of the store
 * active takes this lock first, so two at once count one after the other (see assertRoomForActive).
 * Returns whether the store is verified.
 */
export async function lockStoreOffers(trx: BroadcastDb, storeId: string): Promise<{ verified: boolean }> {
  const store = await trx.selectFrom('stores').select('verification_status').where('id', '=', storeId).forUpdate().executeTakeFirst();
  if (!store) throw notFound('Store not found');
  return { verified: store.verification_status === 'verified' };
}

/** An offer reaches every buyer of its city, so it comes only from a store the Haat team verified (403). */
export function assertVerified(store: { verified: boolean }): void {
  if (!store.verified) throw forbidden(BROADCAST_TEXTS.verifiedOnly, BROADCAST_TEXTS.verifiedOnly);
}

/** Active: switched on and not yet over (a scheduled offer counts, it will go out). */
export const countsAsActive = (row: { is_active: boolean; valid_until: Date }, now = new Date()) => row.is_active && row.valid_until > now;

/**
 * 409 when the store already has BROADCAST_MAX_ACTIVE_PER_STORE active offers besides `exceptId`.
 * Call inside the transaction, after lockStoreOffers: the lock makes the count and the write that
 * follows one step.
 */
export async function assertRoomForActive(trx: BroadcastDb, storeId: string, exceptId?: string): Promise<void> {
  let query = trx.selectFrom('broadcasts').select((eb) => eb.fn.countAll<string>().as('count'))
    .where('store_id', '=', storeId).where('is_active', '=', true).where('valid_until', '>', sql<Date>`clock_timestamp()`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const { count } = await query.executeTakeFirstOrThrow();
  if (Number(count) >= BROADCAST_MAX_ACTIVE_PER_STORE) throw conflict(BROADCAST_TEXTS.tooManyActive, BROADCAST_TEXTS.tooManyActive);
}
