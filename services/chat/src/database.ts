import type { MessagingTables } from '@haat/server-kit';
import type { BlocksTable } from './blocks/block.table.ts';
import type { ConversationsTable } from './conversations/conversation.table.ts';
import type { MessagesTable } from './messages/message.table.ts';

export type ChatDatabase = MessagingTables & { conversations: ConversationsTable; messages: MessagesTable; blocks: BlocksTable };
