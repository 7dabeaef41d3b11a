import { jobQueueList, type JobQueueInfo } from '@haat/contracts';
import { createQueue, type Redis, type ServiceDeps } from '@haat/server-kit';

type Queue = ReturnType<typeof createQueue<unknown>>;
export type Job = NonNullable<Awaited<ReturnType<Queue['getJob']>>>;
export type WatchedQueue = { info: JobQueueInfo; queue: Queue };
export type JobQueues = { all: WatchedQueue[]; byName(name: string): WatchedQueue | undefined };

/**
 * Every queue of the system (contracts' jobQueueList), opened as BullMQ does for Bull Board: the
 * console reads their counts and failed jobs straight from Redis, whichever service runs the worker.
 * Over the fail-fast connection: while Redis is away the jobs page answers 503 instead of hanging.
 */
export function openJobQueues({ redis, config, onStop }: Pick<ServiceDeps, 'redis' | 'config' | 'onStop'>, queues: readonly JobQueueInfo[] = jobQueueList, connection: Redis = redis): JobQueues {
  const all = queues.map((info) => ({ info, queue: createQueue<unknown>(info.name, { connection, prefix: config.HAAT_PREFIX }) }));
  onStop(async () => void (await Promise.all(all.map(({ queue }) => queue.close()))));
  const byName = new Map(all.map((watched) => [watched.info.name as string, watched]));
  return { all, byName: (name) => byName.get(name) };
}
