import { jobQueues } from '@haat/contracts';
import { createQueue, createWorker, type ServiceDeps } from '@haat/server-kit';
import type { DeliveryDeps } from '../notifications/deliver-notification.ts';
import { natsCityBuyers, type CityBuyers } from './city-buyers.ts';
import { fanOutAdminBroadcast } from './fan-out-admin-broadcast.ts';

export const ADMIN_BROADCASTS_QUEUE = jobQueues.adminBroadcasts.name;
/** Patient retries: identity may be down for a while (1 s doubling, about 36 h in all). */
const ATTEMPTS = 18;

export type AdminBroadcastJob = { broadcastId: string };
export type AdminBroadcastQueue = { enqueue(broadcastId: string): Promise<void> };

/**
 * The admin broadcasts' queue: one job per broadcast (job id = broadcast id, so queueing it twice
 * adds nothing). Jobs are added from requests over the fail-fast connection (a request answers 503
 * while Redis is away); the worker waits out an outage on the queue connection.
 */
export function startAdminBroadcasts(deps: ServiceDeps, delivery: DeliveryDeps, buyers: CityBuyers = natsCityBuyers(deps.nc, deps.subjects)): AdminBroadcastQueue {
  const prefix = deps.config.HAAT_PREFIX;
  const queue = createQueue<AdminBroadcastJob>(ADMIN_BROADCASTS_QUEUE, { connection: deps.redis, prefix });
  deps.onStop(() => queue.close());
  const worker = createWorker<AdminBroadcastJob>(ADMIN_BROADCASTS_QUEUE, async (job) => {
    const outcome = await fanOutAdminBroadcast({ ...delivery, buyers, logger: deps.logger }, job.data.broadcastId);
    if (outcome === 'unknown') deps.logger.warn({ jobId: job.id }, 'admin broadcast job names no broadcast; nothing to tell');
  }, { connection: deps.queueRedis, prefix, logger: deps.logger, concurrency: 2 });
  deps.onStop(() => worker.close());
  return {
    async enqueue(broadcastId) {
      await queue.add('admin-broadcast', { broadcastId }, { jobId: broadcastId, attempts: ATTEMPTS });
    },
  };
}
