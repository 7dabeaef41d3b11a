import { eventSchemas, type EventEnvelope } from '@haat/contracts';
import type { ReceivedEvent } from '@haat/server-kit';
import { deliverNotifications, type DeliveryDeps, type NotificationDraft } from '../notifications/deliver-notification.ts';
import type { NotificationRow } from '../notifications/notification.table.ts';
import { notificationsForEvent } from './order-notifications.ts';

/**
 * A `notifications` job's data: the events a consumer batch brought (one job for them all), or a
 * single event, as jobs were queued before batches (such jobs may still wait in Redis).
 */
export type NotificationJobData = { events: ReceivedEvent[] } | EventEnvelope;

/**
 * The `notifications` queue's job: domain events in, their notifications out (most events tell one
 * person, some nobody, a new order two), stored in one statement and one commit for the whole job.
 * Safe to run any number of times (each row is keyed by a source id made from its event's; only the
 * first run stores and pushes). Each push carries the id of the request behind its event. Returns the new rows.
 */
export async function handleNotificationJob(deps: DeliveryDeps, data: NotificationJobData): Promise<NotificationRow[]> {
  const events = 'events' in data ? data.events : [{ event: data, requestId: undefined }];
  return deliverNotifications(deps, events.flatMap(({ event, requestId }) => draftsOf(event).map((draft): NotificationDraft => ({ ...draft, requestId }))));
}

/**
 * Whether the event becomes a notification at all (checked before it is queued). One that does not
 * read is queued anyway, so its job fails where failed jobs are kept in view (the consumer already
 * refuses such an event before it gets here).
 */
export function tellsSomeone(event: EventEnvelope): boolean {
  const payload = eventSchemas[event.type].safeParse(event.payload);
  return !payload.success || notificationsForEvent({ ...event, payload: payload.data } as EventEnvelope).length > 0;
}

function draftsOf(event: EventEnvelope) {
  const payload = eventSchemas[event.type].parse(event.payload);
  return notificationsForEvent({ ...event, payload } as EventEnvelope);
}
