import type { Actor } from '@haat/contracts';
import type { NewNotification, NotificationRow } from '../notifications/notification.table.ts';
import type { AdminBroadcastDb, AdminBroadcastRow } from './admin-broadcasts.table.ts';

export async function insertAdminBroadcast(db: AdminBroadcastDb, { city, title, message, sentBy }: { city: string; title: string; message: string; sentBy: Actor }): Promise<AdminBroadcastRow> {
  return db.insertInto('admin_broadcasts')
    .values({ city, title, message, sent_by_id: sentBy.id, sent_by_name: sentBy.name })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteAdminBroadcast(db: AdminBroadcastDb, id: string): Promise<void> {
  await db.deleteFrom('admin_broadcasts').where('id', '=', id).execute();
}

export async function findAdminBroadcast(db: AdminBroadcastDb, id: string): Promise<AdminBroadcastRow | undefined> {
  return db.selectFrom('admin_broadcasts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One page of the admin broadcasts, newest first, and how many there are. */
export async function pageOfAdminBroadcasts(db: AdminBroadcastDb, { limit, offset }: { limit: number; offset: number }): Promise<{ rows: AdminBroadcastRow[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('admin_broadcasts').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    db.selectFrom('admin_broadcasts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

/** Inserts a batch of notifications; rows whose source id exists already are skipped. Returns the new ones. */
export async function insertNotifications(db: AdminBroadcastDb, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insertInto('notifications').values(rows).onConflict((oc) => oc.column('source_event_id').doNothing()).returningAll().execute();
}

/** Records how far the telling got, in the transaction of the batch it told: only new notifications count. */
export async function advanceAdminBroadcast(db: AdminBroadcastDb, id: string, { cursor, added, done }: { cursor: string | null; added: number; done: boolean }): Promise<void> {
  await db.updateTable('admin_broadcasts')
    .set((eb) => ({
      cursor,
      recipients: eb('recipients', '+', added),
      status: done ? 'sent' : 'sending',
      finished_at: done ? new Date() : null,
    }))
    .where('id', '=', id)
    .execute();
}
