import type { Kysely } from 'kysely';
import { jobQueues } from '@haat/contracts';
import { createQueue, createWorker, type Logger, type Redis } from '@haat/server-kit';
import type { OrderDatabase } from '../database.ts';
import { deleteExpiredIdempotencyKeys } from './idempotency-repository.ts';
import { deleteOldRequests } from '../cart/index.ts';

export const IDEMPOTENCY_CLEANUP_QUEUE = jobQueues.idempotencyCleanup.name;

/** Every hour, forget Idempotency-Keys older than 24 hours and cart request ids older than a week (a repeatable BullMQ job). */
export async function startIdempotencyCleanup({ db, redis, prefix, logger, everyMs = 3600_000 }: {
  db: Kysely<OrderDatabase>;
  redis: Redis;
  prefix: string;
  logger: Logger;
  everyMs?: number;
}): Promise<{ stop(): Promise<void> }> {
  const queue = createQueue<Record<string, never>>(IDEMPOTENCY_CLEANUP_QUEUE, { connection: redis, prefix });
  const worker = createWorker<Record<string, never>>(
    IDEMPOTENCY_CLEANUP_QUEUE,
    async () => {
      const deleted = await deleteExpiredIdempotencyKeys(db);
      if (deleted > 0) logger.info({ deleted }, 'expired idempotency keys deleted');
      const forgotten = await deleteOldRequests(db);
      if (forgotten > 0) logger.info({ forgotten }, 'old cart request ids deleted');
    },
    { connection: redis, prefix, logger, concurrency: 1 },
  );
  await queue.upsertJobScheduler('idempotency-cleanup-hourly', { every: everyMs }, { name: 'cleanup', data: {} });
  return {
    async stop() {
      await worker.close();
      await queue.close();
    },
  };
}
