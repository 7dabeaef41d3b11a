import { Queue, Worker, type Processor, type WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logger/index.ts';
import { watchQueueDepths } from '../metrics/index.ts';
import { currentRequestId, withRequestId } from '../request-context/index.ts';

export { Redis };

/**
 * BullMQ's connections wait out a Redis outage (commands queue until it is back), as its workers
 * need. Every other command goes through a `failFast` connection: it refuses at once while Redis
 * is away and gives up on a command after half a second, so a request that needs Redis answers
 * 503 (errors/redis-unavailable.ts) instead of hanging, and a cache read falls back to Postgres.
 * Its commands of one event-loop tick go out in one write (auto-pipelining): under load, one
 * system call carries many requests' reads.
 */
export function createRedis(url: string, { failFast = false } = {}): Redis {
  if (failFast) return new Redis(url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: 500, enableAutoPipelining: true });
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: true });
}

const bullPrefix = (prefix: string) => `${prefix}:bull`;

export function createQueue<T>(name: string, { connection, prefix }: { connection: Redis; prefix: string }): Queue<T> {
  const queue = new Queue<T>(name, {
    connection,
    prefix: bullPrefix(prefix),
    defaultJobOptions: {
      attempts: 8,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 10_000 }, // kept so admins can see what failed
    },
  });
  // Connection trouble while Redis is away: each add fails on its own, and the workers log it.
  // Unheard, BullMQ would print every reconnect attempt to stderr.
  queue.on('error', () => {});
  carryRequestIds(queue);
  watchQueueDepths(queue);
  return queue;
}

type TelemetryOpts = { telemetry?: { metadata?: string } };
const withRequestIdOf = <O extends TelemetryOpts>(opts: O | undefined): O | undefined => {
  const requestId = currentRequestId();
  return requestId && !opts?.telemetry?.metadata ? ({ ...opts, telemetry: { ...opts?.telemetry, metadata: requestId } } as O) : opts;
};

/**
 * A job added while handling a request keeps that request's id in BullMQ's own context field
 * (`opts.telemetry.metadata`, stored with the job), so its worker logs under the same id.
 */
function carryRequestIds<T>(queue: Queue<T>): void {
  const add = queue.add.bind(queue);
  const addBulk = queue.addBulk.bind(queue);
  queue.add = ((name, data, opts) => add(name, data, withRequestIdOf(opts))) as typeof queue.add;
  queue.addBulk = ((jobs) => addBulk(jobs.map((job) => ({ ...job, opts: withRequestIdOf(job.opts) })))) as typeof queue.addBulk;
}

/** The request id a job was added under (see carryRequestIds), if any. */
export const requestIdOfJob = (job: { opts?: TelemetryOpts } | undefined): string | undefined => job?.opts?.telemetry?.metadata || undefined;

export function createWorker<T>(name: string, processor: Processor<T>, { connection, prefix, logger, concurrency = 10 }: {
  connection: Redis;
  prefix: string;
  logger: Logger;
  concurrency?: number;
} & Partial<WorkerOptions>): Worker<T> {
  // The job runs under the request id it was added with: what it logs, publishes or asks carries it.
  const traced: Processor<T> = (job, token, signal) => withRequestId(requestIdOfJob(job), () => processor(job, token, signal));
  const worker = new Worker<T>(name, traced, { connection, prefix: bullPrefix(prefix), concurrency });
  worker.on('failed', (job, err) => logger.warn({ queue: name, jobId: job?.id, requestId: requestIdOfJob(job), attempts: job?.attemptsMade, err: err.message }, 'job failed'));
  worker.on('error', (err) => logger.warn({ queue: name, err: err.message }, 'worker error'));
  return worker;
}

/**
 * Redis' maxmemory-policy: from CONFIG GET, or from INFO where CONFIG is disabled (managed Redis
 * services disable it, and some default to an evicting policy). Undefined when neither answers.
 */
async function maxmemoryPolicy(redis: Redis, logger: Logger): Promise<string | undefined> {
  try {
    const reply = (await redis.config('GET', 'maxmemory-policy')) as string[];
    if (reply[1]) return reply[1];
  } catch {
    logger.debug('CONFIG GET refused; reading maxmemory-policy from INFO');
  }
  try {
    return /^maxmemory_policy:(\S+)/m.exec(await redis.info('memory'))?.[1];
  } catch {
    return undefined;
  }
}

/**
 * Queues must never be evicted: a Redis that may drop keys under memory pressure loses jobs. Call
 * before starting workers; throws (so the process does not start) unless the policy is noeviction.
 */
export async function assertNoEviction(redis: Redis, logger: Logger): Promise<void> {
  const policy = await maxmemoryPolicy(redis, logger);
  if (policy === undefined) {
    throw new Error('Could not read Redis maxmemory-policy (CONFIG and INFO refused); job queues need "noeviction" or jobs can be lost');
  }
  if (policy !== 'noeviction') {
    throw new Error(`Redis maxmemory-policy is "${policy}"; job queues need "noeviction" or jobs can be lost`);
  }
}
