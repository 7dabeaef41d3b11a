import type { Kysely } from 'kysely';

// Frozen in time: later changes get a new dated migration.
// Accounts: the session generation every password change or reset moves on (tokens carry it).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('session_generation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
