import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { MessagingTables } from '@haat/server-kit';

type NotificationTable = {
  id: Generated<string>;
  user_id: string;
  title: string;
  message: string;
  type: string;
  /** jsonb: written as a JSON string, read back as an object. */
  data: ColumnType<Record<string, unknown>, string, string>;
  is_read: Generated<boolean>;
  source_event_id: string | null;
  created_at: ColumnType<Date, never, never>;
};

export type NotificationRow = Selectable<NotificationTable>;
export type NewNotification = Insertable<NotificationTable>;

export type NotificationDatabase = MessagingTables & { notifications: NotificationTable };
