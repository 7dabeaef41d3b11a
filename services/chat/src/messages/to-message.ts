import type { ChatMessage } from '@haat/contracts';
import type { MessageRow } from './message.table.ts';

/** A message row in the spec's shape (§3), with its place in the conversation. */
export function toMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender_id,
    senderRole: row.sender_role,
    content: row.content,
    isRead: row.is_read,
    seq: Number(row.seq),
    clientId: row.client_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
