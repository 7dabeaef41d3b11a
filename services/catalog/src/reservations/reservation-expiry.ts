import type { Kysely } from 'kysely';
import { createQueue, createWorker, requestRpc, type Logger, type NatsConnection, type ReadThroughCache, type Redis } from '@haat/server-kit';
import { jobQueues, type ReservationStatusReply, type Subjects } from '@haat/contracts';
import type { CatalogDatabase } from '../database.ts';
import { findReservation, overdueReservationIds } from './reservation-repository.ts';
import { confirmReservationIn, releaseReservation } from './settle-reservation.ts';

export const RESERVATION_EXPIRY_QUEUE = jobQueues.reservationExpiry.name;
const EXPIRE_JOB = 'expire';
const SWEEP_JOB = 'sweep';

type ExpiryJob = { reservationId: string };
type ExpiryOutcome = 'confirmed' | 'released' | 'settled-before';

type ExpiryDeps = { db: Kysely<CatalogDatabase>; nc: NatsConnection; subjects: Subjects; logger: Logger; listings: ReadThroughCache };

/**
 * Settles a reservation whose time is up: the order service says whether an order was placed with
 * it; if so it is confirmed, if not its stock goes back. No answer throws, so the job retries later.
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

export type ReservationExpiry = {
  /** Schedules the expiry of a fresh reservation (jobId = reservationId, so a repeat schedules nothing new). */
  schedule(reservationId: string, delaySeconds: number): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The delayed expiry jobs, plus a sweep every few minutes that settles reservations whose job was
 * lost (Redis away when it should have been added, or retries exhausted).
 */
export async function startReservationExpiry(deps: ExpiryDeps & { redis: Redis; prefix: string; sweepEveryMs?: number; graceSeconds?: number }): Promise<ReservationExpiry> {
  const { redis, prefix, logger, db, sweepEveryMs = 5 * 60_000, graceSeconds = 5 * 60 } = deps;
  const expire = createReservationExpiryHandler(deps);
  const queue = createQueue<ExpiryJob>(RESERVATION_EXPIRY_QUEUE, { connection: redis, prefix });
  const worker = createWorker<ExpiryJob>(
    RESERVATION_EXPIRY_QUEUE,
    async (job) => {
      if (job.name === SWEEP_JOB) {
        for (const id of await overdueReservationIds(db, { graceSeconds, limit: 500 })) {
          await expire(id).catch((err: unknown) => logger.warn({ reservationId: id, err: String(err) }, 'sweep could not settle a reservation yet'));
        }
        return;
      }
      await expire(job.data.reservationId);
    },
    { connection: redis, prefix, logger, concurrency: 5 },
  );
  await queue.upsertJobScheduler('reservation-sweep', { every: sweepEveryMs }, { name: SWEEP_JOB, data: { reservationId: '' } });
  return {
    async schedule(reservationId, delaySeconds) {
      await queue.add(EXPIRE_JOB, { reservationId }, {
        jobId: reservationId,
        delay: delaySeconds * 1000,
        // The order service may be away for a while: retry for hours, not seconds.
        attempts: 12,
        backoff: { type: 'exponential', delay: 5000 },
      });
    },
    async stop() {
      await worker.close();
      await queue.close();
    },
  };
}
