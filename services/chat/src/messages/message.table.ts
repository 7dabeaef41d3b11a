import type { Generated, Selectable } from 'kysely';
import type { Int8Column } from '../conversations/conversation.table.ts';

export type MessagesTable = {
  id: string;
  conversation_id: string;
  seq: Int8Column;
  sender_id: string;
  sender_role: 'buyer' | 'seller';
  content: string;
  client_id: string | null;
  is_read: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};
export type MessageRow = Selectable<MessagesTable>;
