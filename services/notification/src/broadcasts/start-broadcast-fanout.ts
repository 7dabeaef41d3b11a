import { jobQueues, type EventEnvelope } from '@haat/contracts';
import { consumeEvents, createQueue, createWorker, type ServiceDeps } from '@haat/server-kit';
import type { DeliveryDeps } from '../notifications/deliver-notification.ts';
import { fanOutBroadcast } from './fan-out-broadcast.ts';
import { natsStoreAudience, type StoreAudience } from './store-audience.ts';

export const BROADCAST_FANOUT_QUEUE = jobQueues.broadcastFanout.name;
export const BROADCAST_FANOUT_CONSUMER = 'notification-broadcasts';
/** Patient retries: the order service or the catalog may be down for a while (1 s doubling, about 36 h in all). */
const FANOUT_ATTEMPTS = 18;

/**
 * `broadcast.published` → a BullMQ job (job id = event id; delayed to the broadcast's validFrom) →
 * the fan-out. The durable consumer only enqueues and acks; the job survives restarts in Redis and
 * resumes from the cursor kept in Postgres.
 */
export async function startBroadcastFanout(deps: ServiceDeps, delivery: DeliveryDeps, audience: StoreAudience = natsStoreAudience(deps.nc, deps.subjects)): Promise<void> {
  const prefix = deps.config.HAAT_PREFIX;
  const queue = createQueue<EventEnvelope<'broadcast.published'>>(BROADCAST_FANOUT_QUEUE, { connection: deps.queueRedis, prefix });
  deps.onStop(() => queue.close());
  const worker = createWorker<EventEnvelope<'broadcast.published'>>(
    BROADCAST_FANOUT_QUEUE,
    async (job) => void (await fanOutBroadcast({ ...delivery, audience, logger: deps.logger }, job.data)),
    { connection: deps.queueRedis, prefix, logger: deps.logger, concurrency: 2 },
  );
  deps.onStop(() => worker.close());

  const consumer = await consumeEvents({
    nc: deps.nc,
    subjects: deps.subjects,
    durable: BROADCAST_FANOUT_CONSUMER,
    types: ['broadcast.published'],
    logger: deps.logger,
    handle: async (event) => {
      const delay = Math.max(0, Date.parse((event as EventEnvelope<'broadcast.published'>).payload.validFrom) - Date.now());
      await queue.add(event.type, event as EventEnvelope<'broadcast.published'>, { jobId: event.id, delay, attempts: FANOUT_ATTEMPTS });
    },
  });
  deps.onStop(() => consumer.stop()); // last registered, first stopped: no new jobs while the worker drains
}
