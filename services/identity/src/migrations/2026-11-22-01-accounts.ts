import { sql, type Kysely } from 'kysely';

// Frozen in time: later changes get a new dated migration.
// Accounts: the session generation every password change or reset moves on (tokens carry it),
// and the address book.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('session_generation', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull().check(sql`postal_code ~ '^[0-9]{6}$'`))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();
  // At most one default address per user, whatever the application does.
  await db.schema.createIndex('addresses_one_default').on('addresses').column('user_id').unique().where(sql.ref('is_default'), '=', true).execute();
}
