import { Queue, Worker, type Processor, type WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logger/index.ts';

export { Redis };

/** ioredis as BullMQ needs it: commands wait through reconnects instead of failing. */
/**
 * BullMQ's connections wait out a Redis outage (commands queue until it is back). A `failFast`
 * connection is for reads that have another source (caches): it refuses at once while Redis is
 * away and gives up on a command after half a second. Its commands of one event-loop tick go out
 * in one write (auto-pipelining): under load, one system call carries many requests' reads.
 */
export function createRedis(url: string, { failFast = false } = {}): Redis {
  if (failFast) return new Redis(url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: 500, enableAutoPipelining: true });
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: true });
}

const bullPrefix = (prefix: string) => `${prefix}:bull`;

export function createQueue<T>(name: string, { connection, prefix }: { connection: Redis; prefix: string }): Queue<T> {
  return new Queue<T>(name, {
    connection,
    prefix: bullPrefix(prefix),
    defaultJobOptions: {
      attempts: 8,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 10_000 }, // kept so admins can see what failed
    },
  });
}

export function createWorker<T>(name: string, processor: Processor<T>, { connection, prefix, logger, concurrency = 10 }: {
  connection: Redis;
  prefix: string;
  logger: Logger;
  concurrency?: number;
} & Partial<WorkerOptions>): Worker<T> {
  const worker = new Worker<T>(name, processor, { connection, prefix: bullPrefix(prefix), concurrency });
  worker.on('failed', (job, err) => logger.warn({ queue: name, jobId: job?.id, attempts: job?.attemptsMade, err: err.message }, 'job failed'));
  worker.on('error', (err) => logger.warn({ queue: name, err: err.message }, 'worker error'));
  return worker;
}

/** Queues must never be evicted: a Redis that may drop keys under memory pressure loses jobs. */
export async function assertNoEviction(redis: Redis, logger: Logger): Promise<void> {
  let policy: string | undefined;
  try {
    const reply = (await redis.config('GET', 'maxmemory-policy')) as string[];
    policy = reply[1];
  } catch {
    logger.warn('could not read maxmemory-policy (CONFIG disabled?); make sure it is noeviction');
    return;
  }
  if (policy !== 'noeviction') {
    throw new Error(`Redis maxmemory-policy is "${policy}"; job queues need "noeviction" or jobs can be lost`);
  }
}
