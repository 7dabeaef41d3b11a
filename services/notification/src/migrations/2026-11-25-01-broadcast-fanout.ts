import { sql, type Kysely } from 'kysely';

// Frozen in time: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per store per Asia/Kolkata day: the broadcast that told the store's buyers that day, and
  // how far the telling got (phase and cursor), so a fan-out cut short by a restart goes on from there.
  await sql`
    CREATE TABLE broadcast_fanouts (
      store_id uuid NOT NULL,
      day date NOT NULL,
      broadcast_id uuid NOT NULL,
      event_id uuid NOT NULL,
      phase text NOT NULL DEFAULT 'buyers' CHECK (phase IN ('buyers', 'wishlisters', 'done')),
      cursor uuid,
      notified integer NOT NULL DEFAULT 0,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      CONSTRAINT broadcast_fanouts_pk PRIMARY KEY (store_id, day)
    )`.execute(db);
}
