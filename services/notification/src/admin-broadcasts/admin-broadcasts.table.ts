import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { NotificationDatabase } from '../notifications/notification.table.ts';

type AdminBroadcastsTable = {
  id: Generated<string>;
  city: string;
  title: string;
  message: string;
  sent_by_id: string;
  sent_by_name: string;
  status: ColumnType<'sending' | 'sent', 'sending' | 'sent' | undefined, 'sending' | 'sent'>;
  /** The last buyer id already told; null before the first batch. */
  cursor: string | null;
  recipients: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, never, never>;
  finished_at: ColumnType<Date | null, never, Date | null>;
};
export type AdminBroadcastRow = Selectable<AdminBroadcastsTable>;

/** The notification schema plus admin_broadcasts (migration 2026-11-27-05). */
export type AdminBroadcastDatabase = NotificationDatabase & { admin_broadcasts: AdminBroadcastsTable };
export type AdminBroadcastDb = Kysely<AdminBroadcastDatabase> | Transaction<AdminBroadcastDatabase>;

export const adminBroadcastDb = (db: Kysely<NotificationDatabase>): Kysely<AdminBroadcastDatabase> => db.withTables<{ admin_broadcasts: AdminBroadcastsTable }>();
