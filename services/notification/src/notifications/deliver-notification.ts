import type { Kysely } from 'kysely';
import type { Subjects } from '@haat/contracts';
import { pushToUser, type NatsConnection } from '@haat/server-kit';
import { insertNotifications } from './notification-repository.ts';
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
 * Stores the notifications one event makes (or a single one) in one statement, then pushes each new
 * one to its user's open sockets. A draft whose source event was already turned into a notification
 * stores nothing and pushes nothing; returns the new rows.
 */
export async function deliverNotifications(deps: DeliveryDeps, drafts: NotificationDraft[]): Promise<NotificationRow[]> {
  if (drafts.length === 0) return [];
  const rows = await insertNotifications(deps.db, drafts.map(toNewNotification));
  for (const row of rows) {
    // An event's drafts have distinct source ids; a single draft may have none.
    const draft = drafts.length === 1 ? drafts[0] : drafts.find((d) => d.sourceEventId === row.source_event_id);
    await deps.unreadCounts.changed(row.user_id);
    const subject = deps.subjects.realtimeUser(row.user_id);
    pushToUser(deps.nc, subject, 'newNotification', toLiveNotification(row));
    for (const push of draft?.alsoPush ?? []) pushToUser(deps.nc, subject, push.event, push.payload);
  }
  return rows;
}

export const deliverNotification = async (deps: DeliveryDeps, draft: NotificationDraft): Promise<NotificationRow | undefined> =>
  (await deliverNotifications(deps, [draft]))[0];

const toNewNotification = (draft: NotificationDraft): NewNotification => ({
  user_id: draft.userId,
  title: draft.title,
  message: draft.message,
  type: draft.type,
  data: JSON.stringify(draft.data),
  source_event_id: draft.sourceEventId,
});
