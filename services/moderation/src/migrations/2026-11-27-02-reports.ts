import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per report. The item is kept as it was when reported (snapshot, a ReportTarget), with
  // its title, store and seller copied out for the queue's columns and filters.
  await sql`
    CREATE TABLE reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      report_type text NOT NULL CHECK (report_type IN ('store', 'broadcast', 'review')),
      item_id uuid NOT NULL,
      reason text NOT NULL,
      description text NOT NULL DEFAULT '',
      /** Keys of the evidence images (report_images), in upload order. */
      images jsonb NOT NULL DEFAULT '[]'::jsonb,
      status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Reviewing', 'Resolved', 'Dismissed')),
      note text NOT NULL DEFAULT '',
      reporter_id uuid NOT NULL,
      reporter_name text NOT NULL,
      snapshot jsonb NOT NULL,
      item_title text NOT NULL,
      store_id uuid NOT NULL,
      store_name text NOT NULL,
      store_owner_id uuid NOT NULL,
      reviewed_by_id uuid,
      reviewed_by_name text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz,
      deleted_at timestamptz
    )`.execute(db);
  // One open report per reporter and item: the last word when the same buyer submits twice at once.
  await sql`
    CREATE UNIQUE INDEX reports_one_open_per_reporter ON reports (reporter_id, report_type, item_id)
     WHERE status IN ('Pending', 'Reviewing') AND deleted_at IS NULL`.execute(db);
  // Counts the open reports of an item (reporterCount, the 'reporters' sort) and finds them to close together.
  await sql`
    CREATE INDEX reports_open_by_item ON reports (report_type, item_id)
     WHERE status IN ('Pending', 'Reviewing') AND deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX reports_by_item ON reports (report_type, item_id, created_at DESC) WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX reports_queue ON reports (created_at DESC, id DESC) WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX reports_open_oldest ON reports (created_at) WHERE status IN ('Pending', 'Reviewing') AND deleted_at IS NULL`.execute(db);
  // The evidence images' stored objects (private storage; every size of each upload), by key.
  await sql`
    CREATE TABLE report_images (
      key text PRIMARY KEY,
      uploaded_by uuid NOT NULL,
      size text NOT NULL,
      width int NOT NULL,
      height int NOT NULL,
      bytes int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
