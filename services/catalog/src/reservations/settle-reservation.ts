import type { Kysely } from 'kysely';
import { conflict, type ReadThroughCache } from '@haat/server-kit';
import type { ReservationReply } from '@haat/contracts';
import type { CatalogDatabase, CatalogDb } from '../database.ts';
import { confirmReservedUnsynced, findReservation, insertReservationOnce, lockReservation, reservationLines, setReservationState } from './reservation-repository.ts';
import { mergedLines, returnStock } from './stock-repository.ts';

type ConfirmOutcome = 'confirmed' | 'released' | 'unknown';

/**
 * Marks a reservation as sold (its order exists). Idempotent. Returns what the reservation is now:
 * 'released' means it was given back before the order confirmed it, which the caller must report.
 */
export async function confirmReservationIn(trx: CatalogDb, reservationId: string): Promise<ConfirmOutcome> {
  const reservation = await lockReservation(trx, reservationId);
  if (!reservation) return 'unknown';
  if (reservation.state === 'reserved') await setReservationState(trx, reservationId, 'confirmed');
  return reservation.state === 'released' ? 'released' : 'confirmed';
}

/**
 * The confirmations placed orders' `order.created` events bring, several in one statement and no
 * transaction of its own; one already confirmed (a redelivery) writes nothing. The write commits
 * without waiting for the disk (synchronous_commit off): a reservation's 'confirmed' is rebuilt from
 * the order itself, since whatever would release it (the expiry sweep, the checkout's own clean-up)
 * first asks the order service whether the order exists, and confirms it when it does. Losing this
 * commit in a crash loses nothing else. Says, per reservation id, what it is now.
 */
export async function confirmPlacedOrderReservations(db: Kysely<CatalogDatabase>, reservationIds: readonly string[]): Promise<Map<string, ConfirmOutcome>> {
  const outcomes = new Map<string, ConfirmOutcome>();
  for (const { id, confirmed, seen } of await confirmReservedUnsynced(db, reservationIds)) {
    if (confirmed) outcomes.set(id, 'confirmed');
    else if (seen !== 'reserved') outcomes.set(id, seen ?? 'unknown');
    else {
      // Reserved when the statement began, yet not updated: a release (or another confirmation) won meanwhile.
      const now = await findReservation(db, id);
      outcomes.set(id, now?.state === 'released' ? 'released' : 'confirmed');
    }
  }
  return outcomes;
}

/** The confirm RPC: confirming a released reservation is refused. */
export async function confirmReservation(db: Kysely<CatalogDatabase>, reservationId: string): Promise<ReservationReply> {
  const outcome = await db.transaction().execute((trx) => confirmReservationIn(trx, reservationId));
  if (outcome === 'released') throw conflict('This reservation was already released');
  return { ok: true, state: outcome };
}

/**
 * Gives a reservation's stock back, in one transaction. Idempotent. An unknown id gets a
 * 'released' tombstone, so a reserve that arrives late with it is refused; a confirmed one is sold
 * and cannot be released.
 */
export async function releaseReservation(db: Kysely<CatalogDatabase>, reservationId: string, listings: ReadThroughCache): Promise<ReservationReply> {
  let restockedStore: string | null = null;
  const reply = await db.transaction().execute(async (trx) => {
    const tombstone = await insertReservationOnce(trx, { id: reservationId, store_id: null, state: 'released' });
    if (tombstone) return { ok: true, state: 'released' } as const;
    const reservation = await lockReservation(trx, reservationId);
    if (!reservation || reservation.state === 'released') return { ok: true, state: 'released' } as const;
    if (reservation.state === 'confirmed') throw conflict('This reservation is already confirmed by an order');
    // Same row order as reserving, so a release and a checkout never deadlock.
    // Only a tombstone has no store, and a tombstone is 'released'.
    const storeId = reservation.store_id ?? '';
    for (const line of mergedLines(await reservationLines(trx, reservationId))) await returnStock(trx, storeId, line);
    await setReservationState(trx, reservationId, 'released');
    restockedStore = reservation.store_id;
    return { ok: true, state: 'released' } as const;
  });
  if (restockedStore) await listings.invalidate(restockedStore);
  return reply;
}
