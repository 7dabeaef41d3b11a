import { eventSchemas, type EventEnvelope } from '@haat/contracts';
import { deliverNotification, type DeliveryDeps } from '../notifications/deliver-notification.ts';
import type { NotificationRow } from '../notifications/notification.table.ts';
import { notificationForEvent } from './order-notifications.ts';

/**
 * The `notifications` queue's job: one domain event in, at most one notification out (some events tell nobody). Safe to run
 * any number of times for one event (the row is keyed by the event id; only the first run pushes).
 */
export async function handleNotificationJob(deps: DeliveryDeps, event: EventEnvelope): Promise<NotificationRow | undefined> {
  const draft = draftOf(event);
  return draft ? deliverNotification(deps, draft) : undefined;
}

/**
 * Whether the event becomes a notification at all (checked before it is queued). One that does not
 * read is queued anyway, so its job fails where failed jobs are kept in view.
 */
export function tellsSomeone(event: EventEnvelope): boolean {
  const payload = eventSchemas[event.type].safeParse(event.payload);
  return !payload.success || notificationForEvent({ ...event, payload: payload.data } as EventEnvelope) !== null;
}

function draftOf(event: EventEnvelope) {
  const payload = eventSchemas[event.type].parse(event.payload);
  return notificationForEvent({ ...event, payload } as EventEnvelope);
}
