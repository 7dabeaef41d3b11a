import type { Kysely } from 'kysely';
import type { Subjects } from '@haat/contracts';
import { pushToUser, withRequestId, type NatsConnection } from '@haat/server-kit';
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
  /** The request behind the draft's event, carried on its pushes (a job of many events has many). */
  requestId?: string | undefined;
};

/**
 * Stores the notifications some events make (or a single one) in one statement, then pushes each
 * new one to its user's open sockets, their unread counts dropped first. A draft whose source event
 * was already turned into a notification stores nothing and pushes nothing; returns the new rows.
 */
export async function deliverNotifications(deps: DeliveryDeps, drafts: NotificationDraft[]): Promise<NotificationRow[]> {
  if (drafts.length === 0) return [];
  const rows = await insertNotifications(deps.db, drafts.map(toNewNotification));
  await Promise.all([...new Set(rows.map((row) => row.user_id))].map((userId) => deps.unreadCounts.changed(userId)));
  // Events' drafts have distinct source ids; a single draft may have none.
  const bySource = new Map(drafts.map((draft) => [draft.sourceEventId, draft]));
  for (const row of rows) {
    const draft = drafts.length === 1 ? drafts[0] : bySource.get(row.source_event_id);
    withRequestId(draft?.requestId, () => {
      const subject = deps.subjects.realtimeUser(row.user_id);
      pushToUser(deps.nc, subject, 'newNotification', toLiveNotification(row));
      for (const push of draft?.alsoPush ?? []) pushToUser(deps.nc, subject, push.event, push.payload);
    });
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
