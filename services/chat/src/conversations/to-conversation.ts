import type { Conversation } from '@haat/contracts';
import type { ConversationRow } from './conversation.table.ts';

/** A conversation row in the spec's shape (§3); `isBlocked` comes from the blocks table. */
export function toConversation(row: ConversationRow, isBlocked = false): Conversation {
  return {
    _id: row.id,
    id: row.id,
    storeId: row.store_id,
    storeName: row.store_name,
    userId: row.user_id,
    userName: row.user_name,
    sellerId: row.seller_id,
    lastMessage: row.last_message,
    lastMessageTime: row.last_message_at?.toISOString() ?? null,
    unreadCountUser: row.unread_count_user,
    unreadCountStore: row.unread_count_store,
    isActive: row.is_active,
    isBlocked,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
