import type { Kysely } from 'kysely';
import { createQueue, createWorker, requestRpc, type Logger, type NatsConnection, type ReadThroughCache, type Redis } from '@haat/server-kit';
import { jobQueues, type ReservationStatusReply, type Subjects } from '@haat/contracts';
import type { CatalogDatabase } from '../database.ts';
import { findReservation, overdueReservationIds } from './reservation-repository.ts';
import { confirmReservationIn, releaseReservation } from './settle-reservation.ts';

export const RESERVATION_EXPIRY_QUEUE = jobQueues.reservationExpiry.name;
const SWEEP_JOB = 'sweep';
/** How many reservations one sweep settles at most; the next sweep takes the rest. */
const SWEEP_LIMIT = 500;

type ExpiryOutcome = 'confirmed' | 'released' | 'settled-before';

type ExpiryDeps = { db: Kysely<CatalogDatabase>; nc: NatsConnection; subjects: Subjects; logger: Logger; listings: ReadThroughCache };

/**
 * Settles a reservation whose time is up: the order service says whether an order was placed with
 * it; if so it is confirmed, if not its stock goes back. No answer throws and changes nothing.
 */
export function createReservationExpiryHandler({ db, nc, subjects, logger, listings }: ExpiryDeps) {
  return async function expireReservation(reservationId: string): Promise<ExpiryOutcome> {
    const reservation = await findReservation(db, reservationId);
    if (!reservation || reservation.state !== 'reserved') return 'settled-before';
    const status = await requestRpc<ReservationStatusReply>(nc, subjects.rpc.reservationStatus, { reservationId }, { what: 'The order service' });
    if (!status.ok) throw new Error(`order service could not tell the status of reservation ${reservationId}: ${status.message}`);
    if (status.orderExists) {
      const outcome = await db.transaction().execute((trx) => confirmReservationIn(trx, reservationId));
      if (outcome === 'released') logger.error({ reservationId }, 'an order exists for a released reservation');
      return 'confirmed';
    }
    await releaseReservation(db, reservationId, listings);
    logger.info({ reservationId }, 'reservation expired; stock returned');
    return 'released';
  };
}

/**
 * Settles every reservation past its expiry with `createReservationExpiryHandler`, oldest first.
 * One the order service cannot tell about yet stays reserved for the next sweep, which is its retry.
 */
export function createReservationSweep(deps: ExpiryDeps) {
  const expire = createReservationExpiryHandler(deps);
  return async function sweepOverdueReservations(): Promise<void> {
    for (const id of await overdueReservationIds(deps.db, { limit: SWEEP_LIMIT })) {
      await expire(id).catch((err: unknown) => deps.logger.warn({ reservationId: id, err: String(err) }, 'sweep could not settle a reservation yet'));
    }
  };
}

export type ReservationExpiry = { stop(): Promise<void> };

/** The sweep's period: a minute, or the reservations' life when that is shorter (the tests' 10 s). */
const sweepEveryMs = (ttlSeconds: number): number => Math.min(60, ttlSeconds) * 1000;

/**
 * Reservation expiry is one BullMQ job scheduler, a single schedule however many instances run: a
 * sweep every `sweepEveryMs`. There is no job per reservation: nearly every reservation is
 * confirmed by its order within a second, and one is left over only when a checkout crashed
 * between reserving and writing its order. Settling is idempotent, so sweeps that overlap are safe.
 */
export async function startReservationExpiry(deps: ExpiryDeps & { redis: Redis; prefix: string; ttlSeconds: number }): Promise<ReservationExpiry> {
  const { redis, prefix, logger, ttlSeconds } = deps;
  const sweep = createReservationSweep(deps);
  const queue = createQueue<object>(RESERVATION_EXPIRY_QUEUE, { connection: redis, prefix });
  // Every job is a sweep, also a per-reservation job left in Redis by an older version.
  const worker = createWorker<object>(RESERVATION_EXPIRY_QUEUE, () => sweep(), { connection: redis, prefix, logger, concurrency: 1 });
  await queue.upsertJobScheduler('reservation-sweep', { every: sweepEveryMs(ttlSeconds) }, { name: SWEEP_JOB, data: {} });
  return {
    async stop() {
      await worker.close();
      await queue.close();
    },
  };
}
