import { eventSchemas, type EventEnvelope } from '@haat/contracts';
import { deliverNotification, type DeliveryDeps } from '../notifications/deliver-notification.ts';
import type { NotificationRow } from '../notifications/notification.table.ts';
import { notificationForEvent } from './order-notifications.ts';

/**
 * The `notifications` queue's job: one domain event in, at most one notification out (some events tell nobody). Safe to run
 * any number of times for one event (the row is keyed by the event id; only the first run pushes).
 */
export async function handleNotificationJob(deps: DeliveryDeps, event: EventEnvelope): Promise<NotificationRow | undefined> {
  const payload = eventSchemas[event.type].parse(event.payload);
  const draft = notificationForEvent({ ...event, payload } as EventEnvelope);
  return draft ? deliverNotification(deps, draft) : undefined;
}
