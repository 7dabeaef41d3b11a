import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
// What the admin team's moderation actions (moderation.action_taken) leave on the catalog's rows.
export async function up(db: Kysely<any>): Promise<void> {
  // A closed store is also inactive (off the marketplace); closed_at says the admin team did it and why.
  await sql`ALTER TABLE stores ADD COLUMN closed_at timestamptz NULL, ADD COLUMN closed_reason text NOT NULL DEFAULT ''`.execute(db);
  // A hidden review leaves every public list, count and rating; it still holds its author's one review of the store.
  await sql`ALTER TABLE reviews ADD COLUMN hidden_at timestamptz NULL, ADD COLUMN hidden_reason text NOT NULL DEFAULT ''`.execute(db);
  await sql`DROP INDEX reviews_by_store`.execute(db);
  await sql`CREATE INDEX reviews_by_store ON reviews (store_id, created_at DESC, id DESC) WHERE hidden_at IS NULL`.execute(db);
  await sql`DROP INDEX reviews_by_product`.execute(db);
  await sql`CREATE INDEX reviews_by_product ON reviews (product_id, created_at DESC, id DESC) WHERE product_id IS NOT NULL AND hidden_at IS NULL`.execute(db);
  // An offer the admin team deactivated stays off: its seller cannot switch it on again.
  await sql`ALTER TABLE broadcasts ADD COLUMN deactivated_by_admin_at timestamptz NULL, ADD COLUMN deactivated_reason text NOT NULL DEFAULT ''`.execute(db);
}
