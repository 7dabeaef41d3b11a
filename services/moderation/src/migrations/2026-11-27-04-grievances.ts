import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Ticket numbers come from one sequence (never reused, unique however many file at once); the
  // year in them is the filing year in India time.
  await sql`CREATE SEQUENCE grievance_ticket_seq`.execute(db);
  await sql`
    CREATE TABLE grievances (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      ticket_number text NOT NULL UNIQUE DEFAULT (
        'GRV-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval('grievance_ticket_seq')::text, 6, '0')
      ),
      subject text NOT NULL CHECK (subject IN ('order', 'store', 'other')),
      category text NOT NULL,
      order_id uuid,
      store_id uuid,
      store_name text NOT NULL DEFAULT '',
      description text NOT NULL,
      status text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Acknowledged', 'Resolved', 'Rejected')),
      buyer_id uuid NOT NULL,
      buyer_name text NOT NULL,
      response text NOT NULL DEFAULT '',
      handled_by_id uuid,
      handled_by_name text,
      created_at timestamptz NOT NULL DEFAULT now(),
      acknowledged_at timestamptz,
      resolved_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX grievances_buyer ON grievances (buyer_id, created_at DESC)`.execute(db);
  // The console's queue: the open ones, oldest first.
  await sql`CREATE INDEX grievances_queue ON grievances (status, created_at)`.execute(db);
}
