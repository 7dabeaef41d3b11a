import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
// Review reports joined moderation's one report queue (issue 14); catalog keeps none. The table only
// held reports filed before that, on development and test data (nothing had launched).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS review_reports`.execute(db);
}
