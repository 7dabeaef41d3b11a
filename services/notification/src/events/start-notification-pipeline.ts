import { createHash } from 'node:crypto';
import { jobQueues } from '@haat/contracts';
import { assertNoEviction, consumeEvents, createQueue, createWorker, type ReceivedEvent, type ServiceDeps } from '@haat/server-kit';
import type { DeliveryDeps } from '../notifications/deliver-notification.ts';
import { handleNotificationJob, tellsSomeone, type NotificationJobData } from './handle-notification-job.ts';

const NOTIFICATIONS_QUEUE = jobQueues.notifications.name;
export const NOTIFICATION_CONSUMER = 'notification';

/**
 * Events → jobs → notifications. The durable JetStream consumer only turns the events that tell
 * someone something into a BullMQ job and acks; the worker writes the rows and pushes them, with
 * retries and backoff, and failed jobs stay visible. The events that arrive together make one job
 * (one Redis script, one statement and one commit for all of them, where each event used to cost
 * its own); its id is made from their ids, so a redelivery of the same events adds no second job.
 */
export async function startNotificationPipeline(deps: ServiceDeps, delivery: DeliveryDeps): Promise<void> {
  const prefix = deps.config.HAAT_PREFIX;
  const queue = createQueue<NotificationJobData>(NOTIFICATIONS_QUEUE, { connection: deps.queueRedis, prefix });
  deps.onStop(() => queue.close());

  await assertNoEviction(deps.queueRedis, deps.logger);
  const worker = createWorker<NotificationJobData>(NOTIFICATIONS_QUEUE, async (job) => void (await handleNotificationJob(delivery, job.data)), {
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
    handleBatch: async (received) => {
      // Most delivery steps tell nobody (the pushes already did): no job for them.
      const told = received.filter(({ event }) => tellsSomeone(event));
      if (told.length > 0) await queue.add('events', { events: told }, { jobId: jobIdOf(told) });
    },
  });
  deps.onStop(() => consumer.stop()); // registered last, so it stops first: no new jobs while the worker drains
}

/** One event's job keeps its id, as before batches; several events' job is named by a hash of their ids. */
const jobIdOf = (events: ReceivedEvent[]): string =>
  events.length === 1 ? events[0]!.event.id : `events-${createHash('sha256').update(events.map(({ event }) => event.id).join(',')).digest('base64url').slice(0, 32)}`;
