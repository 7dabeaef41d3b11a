import { sql, type Kysely } from 'kysely';
import { createMessagingTables } from '@haat/server-kit';

// Frozen in time: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  await createMessagingTables(db);
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique().check(sql`email = lower(email)`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role IN ('buyer', 'seller', 'deliveryPartner', 'superadmin')`))
    .addColumn('phone', 'text')
    .addColumn('current_city', 'text')
    .addColumn('avatar', 'text')
    .addColumn('is_banned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ban_reason', 'text')
    .addColumn('phone_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('phone_verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('users_role').on('users').column('role').execute();
}
