import type { LiveNotification, Notification } from '@haat/contracts';
import type { NotificationRow } from './notification.table.ts';

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    isRead: row.is_read,
    data: row.data,
    createdAt: row.created_at.toISOString(),
  };
}

/** The socket's `newNotification` payload (spec §3). */
export function toLiveNotification(row: NotificationRow): LiveNotification {
  return { id: row.id, title: row.title, message: row.message, type: row.type, timestamp: row.created_at.toISOString(), data: row.data };
}
