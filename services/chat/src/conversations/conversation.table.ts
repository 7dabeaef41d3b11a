import type { ColumnType, Generated, Selectable } from 'kysely';

/** int8: pg reads it as a string (exact); the mappers turn it into a number. */
export type Int8Column = ColumnType<string, number | string, number | string>;

export type ConversationsTable = {
  id: string;
  store_id: string;
  store_name: string;
  seller_id: string;
  user_id: string;
  user_name: string;
  last_message: Generated<string>;
  last_message_at: Date | null;
  activity_at: Generated<Date>;
  last_seq: ColumnType<string, number | string | undefined, number | string>;
  unread_count_user: Generated<number>;
  unread_count_store: Generated<number>;
  is_active: Generated<boolean>;
  notify_user_after: Date | null;
  notify_store_after: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};
export type ConversationRow = Selectable<ConversationsTable>;
