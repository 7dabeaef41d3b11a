import { jobQueues, type EventEnvelope } from '@haat/contracts';
import { assertNoEviction, consumeEvents, createQueue, createWorker, type ServiceDeps } from '@haat/server-kit';
import type { DeliveryDeps } from '../notifications/deliver-notification.ts';
import { handleNotificationJob, tellsSomeone } from './handle-notification-job.ts';

const NOTIFICATIONS_QUEUE = jobQueues.notifications.name;
export const NOTIFICATION_CONSUMER = 'notification';

/**
 * Events → jobs → notifications. The durable JetStream consumer only turns each order event that
 * tells someone something into a BullMQ job (job id = event id, so a redelivery adds no second job) and acks; the worker writes
 * the row and pushes it, with retries and backoff, and failed jobs stay visible.
 */
export async function startNotificationPipeline(deps: ServiceDeps, delivery: DeliveryDeps): Promise<void> {
  const prefix = deps.config.HAAT_PREFIX;
  const queue = createQueue<EventEnvelope>(NOTIFICATIONS_QUEUE, { connection: deps.queueRedis, prefix });
  deps.onStop(() => queue.close());

  await assertNoEviction(deps.queueRedis, deps.logger);
  const worker = createWorker<EventEnvelope>(NOTIFICATIONS_QUEUE, async (job) => void (await handleNotificationJob(delivery, job.data)), {
    connection: deps.queueRedis,
    prefix,
    logger: deps.logger,
  });
  deps.onStop(() => worker.close());

  const consumer = await consumeEvents({
    nc: deps.nc,
    subjects: deps.subjects,
    durable: NOTIFICATION_CONSUMER,
    types: [
      'order.status_changed', 'order.created', 'order.items_cancelled', 'order.return_requested', 'order.return_processed', 'order.payment_verified',
      'order.delivery_updated', 'chat.message_sent',
      // The admin team's work (issue 14): actions, closed reports, verification decisions, grievances.
      'moderation.action_taken', 'moderation.report_closed', 'store.verification_decided', 'grievance.updated',
    ],
    logger: deps.logger,
    handle: async (event) => {
      // Most delivery steps tell nobody (the pushes already did): no job for them.
      if (tellsSomeone(event)) await queue.add(event.type, event, { jobId: event.id });
    },
  });
  deps.onStop(() => consumer.stop()); // registered last, so it stops first: no new jobs while the worker drains
}
