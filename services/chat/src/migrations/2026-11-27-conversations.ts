import { sql, type Kysely } from 'kysely';

// Frozen in time: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('store_id', 'uuid', (c) => c.notNull())
    .addColumn('store_name', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('last_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_message_at', 'timestamptz')
    // Lists run newest first by this: the last message's time, or the creation's before any message.
    .addColumn('activity_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('unread_count_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unread_count_store', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    // The next new_message notification to each side waits until then (one per conversation per 10 minutes).
    .addColumn('notify_user_after', 'timestamptz')
    .addColumn('notify_store_after', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('conversations_one_per_buyer_and_store', ['store_id', 'user_id'])
    .execute();
  // The lists (newest activity first, keyset pages) and the unread sums read these.
  await sql`CREATE INDEX conversations_by_buyer ON conversations (user_id, activity_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX conversations_by_seller ON conversations (seller_id, activity_at DESC, id DESC)`.execute(db);

  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('sender_id', 'uuid', (c) => c.notNull())
    .addColumn('sender_role', 'text', (c) => c.notNull().check(sql`sender_role IN ('buyer', 'seller')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text')
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('messages_in_order', ['conversation_id', 'seq'])
    .execute();
  // A retried send (same client id) stores one message.
  await sql`CREATE UNIQUE INDEX messages_once_per_client_id ON messages (conversation_id, sender_id, client_id) WHERE client_id IS NOT NULL`.execute(db);

  // Marking a conversation read touches only the unread messages.
  await sql`CREATE INDEX messages_unread ON messages (conversation_id, sender_role) WHERE NOT is_read`.execute(db);

  await db.schema
    .createTable('blocks')
    .addColumn('store_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('blocked_by', 'uuid', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('blocks_pk', ['store_id', 'user_id'])
    .execute();
}
