import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // The console's order numbers of the marketplace (today, the last 7 days): the days' rows of every
  // store, found by day rather than by store, with the count beside the key (index-only reads).
  await sql`CREATE INDEX store_order_days_by_day ON store_order_days (day) INCLUDE (orders)`.execute(db);
}
