import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Every change of an order's status, when and by whom (a role, or 'system'): the buyer's timeline.
  // Written in the transaction of the change itself. id (bigserial) keeps same-instant changes in order.
  await sql`
    CREATE TABLE order_status_changes (
      id bigserial PRIMARY KEY,
      order_id uuid NOT NULL REFERENCES orders (id),
      status text NOT NULL,
      changed_at timestamptz NOT NULL,
      changed_by text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX order_status_changes_by_order ON order_status_changes (order_id, changed_at, id)`.execute(db);
  // Orders placed before the history was kept: their current status, from when the order last
  // changed (Processing: when it was placed). Earlier steps are not known.
  await sql`
    INSERT INTO order_status_changes (order_id, status, changed_at, changed_by)
    SELECT id, status, CASE WHEN status = 'Processing' THEN created_at ELSE updated_at END, 'system'
      FROM orders ORDER BY created_at, id`.execute(db);
}
