import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Who decided a store's verification and when (the admin console's queue and history).
  await sql`
    ALTER TABLE stores
      ADD COLUMN verification_decided_at timestamptz,
      ADD COLUMN verification_decided_by_id uuid,
      ADD COLUMN verification_decided_by_name text NOT NULL DEFAULT ''`.execute(db);
  // The review queue, oldest request first with the id as tie-break (a page boundary never repeats
  // or skips a store), and its summary: only the pending rows, a small index. It replaces the
  // index of 2026-11-22-01 on the time alone.
  await sql`DROP INDEX IF EXISTS stores_verification_pending`.execute(db);
  await sql`CREATE INDEX stores_verification_queue ON stores (verification_requested_at, id) WHERE verification_status = 'pending'`.execute(db);
  // The decided requests, newest decision first.
  await sql`
    CREATE INDEX stores_verification_decided ON stores (verification_status, verification_decided_at DESC NULLS LAST, id DESC)
     WHERE verification_status IN ('verified', 'rejected')`.execute(db);
}
