import type { Kysely, Transaction } from 'kysely';
import type { NewNotification, NotificationDatabase, NotificationRow } from './notification.table.ts';

type Db = Kysely<NotificationDatabase> | Transaction<NotificationDatabase>;

/**
 * Inserts notifications in one statement (one commit). One made from an event (`source_event_id`
 * set) is inserted at most once: a second call for the same event leaves it out of the rows returned
 * and changes nothing.
 */
export async function insertNotifications(db: Db, notifications: NewNotification[]): Promise<NotificationRow[]> {
  return db
    .insertInto('notifications')
    .values(notifications)
    .onConflict((oc) => oc.column('source_event_id').doNothing())
    .returningAll()
    .execute();
}

export async function listForUser(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Marks one of the user's notifications read; undefined when the user has no such notification. */
export async function markRead(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  return db.updateTable('notifications').set({ is_read: true }).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const result = await db.updateTable('notifications').set({ is_read: true }).where('user_id', '=', userId).where('is_read', '=', false).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes one of the user's notifications; false when the user has no such notification. */
export async function deleteOne(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteRead(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('notifications').where('user_id', '=', userId).where('is_read', '=', true).executeTakeFirst();
  return Number(result.numDeletedRows);
}
