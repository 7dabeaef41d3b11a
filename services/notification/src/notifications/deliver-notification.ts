import type { Kysely } from 'kysely';
import type { Subjects } from '@haat/contracts';
import { pushToUser, type NatsConnection } from '@haat/server-kit';
import { insertNotification } from './notification-repository.ts';
import type { NewNotification, NotificationDatabase, NotificationRow } from './notification.table.ts';
import type { UnreadCounts } from './unread-counts.ts';
import { toLiveNotification } from './to-notification.ts';

export type DeliveryDeps = { db: Kysely<NotificationDatabase>; nc: NatsConnection; subjects: Subjects; unreadCounts: UnreadCounts };

export type NotificationDraft = {
  userId: string;
  title: string;
  message: string;
  type: string;
  data: Record<string, unknown>;
  sourceEventId: string | null;
  /** Further socket events for the same user, sent only when the notification is new. */
  alsoPush?: { event: string; payload: unknown }[];
};

/**
 * Stores a notification and pushes it to the user's open sockets. A draft whose source event was
 * already turned into a notification stores nothing and pushes nothing; returns the new row, if any.
 */
export async function deliverNotification(deps: DeliveryDeps, draft: NotificationDraft): Promise<NotificationRow | undefined> {
  const values: NewNotification = {
    user_id: draft.userId,
    title: draft.title,
    message: draft.message,
    type: draft.type,
    data: JSON.stringify(draft.data),
    source_event_id: draft.sourceEventId,
  };
  const row = await insertNotification(deps.db, values);
  if (!row) return undefined;
  await deps.unreadCounts.changed(row.user_id);
  const subject = deps.subjects.realtimeUser(row.user_id);
  pushToUser(deps.nc, subject, 'newNotification', toLiveNotification(row));
  for (const push of draft.alsoPush ?? []) pushToUser(deps.nc, subject, push.event, push.payload);
  return row;
}
