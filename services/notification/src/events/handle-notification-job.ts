import { eventSchemas, type EventEnvelope } from '@haat/contracts';
import { deliverNotifications, type DeliveryDeps } from '../notifications/deliver-notification.ts';
import type { NotificationRow } from '../notifications/notification.table.ts';
import { notificationsForEvent } from './order-notifications.ts';

/**
 * The `notifications` queue's job: one domain event in, its notifications out (most events tell one
 * person, some nobody, a new order two). Safe to run any number of times for one event (each row is
 * keyed by a source id made from the event's; only the first run stores and pushes). Returns the new rows.
 */
export async function handleNotificationJob(deps: DeliveryDeps, event: EventEnvelope): Promise<NotificationRow[]> {
  return deliverNotifications(deps, draftsOf(event)); // one statement and one commit for all of them
}

/**
 * Whether the event becomes a notification at all (checked before it is queued). One that does not
 * read is queued anyway, so its job fails where failed jobs are kept in view.
 */
export function tellsSomeone(event: EventEnvelope): boolean {
  const payload = eventSchemas[event.type].safeParse(event.payload);
  return !payload.success || notificationsForEvent({ ...event, payload: payload.data } as EventEnvelope).length > 0;
}

function draftsOf(event: EventEnvelope) {
  const payload = eventSchemas[event.type].parse(event.payload);
  return notificationsForEvent({ ...event, payload } as EventEnvelope);
}
