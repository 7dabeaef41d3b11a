import type { LiveNotification, Notification } from '@haat/contracts';
import { SOURCE_LANGUAGE, translateText } from '@haat/server-kit';
import { ADMIN_BROADCAST_TYPE } from '../admin-broadcasts/admin-broadcast-notification.ts';
import type { NotificationRow } from './notification.table.ts';

/** Notifications whose words are a person's own (a chat message's preview, the admin's announcement): never translated. */
const PEOPLES_WORDS = new Set(['new_message', ADMIN_BROADCAST_TYPE]);

/**
 * A notification's title and message as the reader reads them: kept in English, as written when the
 * event happened, and put into the reader's language when read (so switching language changes the
 * whole list, old notifications too).
 */
function textsIn(row: NotificationRow, language: string): { title: string; message: string } {
  if (language === SOURCE_LANGUAGE || PEOPLES_WORDS.has(row.type)) return { title: row.title, message: row.message };
  return { title: translateText(row.title, language), message: translateText(row.message, language) };
}

export function toNotification(row: NotificationRow, language: string = SOURCE_LANGUAGE): Notification {
  return {
    _id: row.id,
    id: row.id,
    ...textsIn(row, language),
    type: row.type,
    isRead: row.is_read,
    data: row.data,
    createdAt: row.created_at.toISOString(),
  };
}

/** The socket's `newNotification` payload (spec §3), in English: the bell reads the list again in its language. */
export function toLiveNotification(row: NotificationRow): LiveNotification {
  return { id: row.id, title: row.title, message: row.message, type: row.type, timestamp: row.created_at.toISOString(), data: row.data };
}
