import { sql, type Kysely } from 'kysely';
import { createMessagingTables } from '@haat/server-kit';

// Frozen in time: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  await createMessagingTables(db);
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    // The event a notification was made from: a redelivered event finds its row and adds nothing.
    .addColumn('source_event_id', 'uuid', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC)`.execute(db);
}
