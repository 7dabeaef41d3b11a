import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Append-only: the service never updates or deletes a row (the trigger refuses), so the trail
  // of who did what, why and when cannot be rewritten through the application.
  await sql`
    CREATE TABLE audit_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      at timestamptz NOT NULL DEFAULT now(),
      admin_id uuid NOT NULL,
      admin_name text NOT NULL,
      what text NOT NULL,
      target_type text NOT NULL,
      target_id uuid NOT NULL,
      reason text NOT NULL DEFAULT '',
      report_id uuid,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      /** The event or action this entry records: one entry however often it is delivered. */
      source_id text UNIQUE
    )`.execute(db);
  await sql`CREATE INDEX audit_entries_target ON audit_entries (target_type, target_id, at DESC)`.execute(db);
  await sql`CREATE INDEX audit_entries_admin ON audit_entries (admin_id, at DESC)`.execute(db);
  await sql`CREATE INDEX audit_entries_at ON audit_entries (at DESC)`.execute(db);
  await sql`
    CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'audit_entries is append-only'; END $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
    FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only()`.execute(db);
}
