import { sql, type Kysely } from 'kysely';

// Frozen in time: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // A superadmin's message to every buyer of a city, and how far telling them got: the cursor is the
  // last buyer id told (committed with each batch), so a fan-out cut short goes on from there.
  await sql`
    CREATE TABLE admin_broadcasts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      city text NOT NULL,
      title text NOT NULL,
      message text NOT NULL,
      sent_by_id uuid NOT NULL,
      sent_by_name text NOT NULL,
      status text NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent')),
      cursor uuid,
      recipients integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX admin_broadcasts_newest ON admin_broadcasts (created_at DESC, id DESC)`.execute(db);
}
