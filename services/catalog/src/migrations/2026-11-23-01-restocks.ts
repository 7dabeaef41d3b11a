import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per cancelled order line whose stock came back: the primary key makes a redelivered
  // or repeated cancellation put nothing back a second time.
  await sql`
    CREATE TABLE restocks (
      order_item_id uuid PRIMARY KEY,
      order_id uuid NOT NULL,
      reservation_id uuid NOT NULL,
      store_id uuid NOT NULL,
      product_id uuid NOT NULL,
      variant text,
      quantity integer NOT NULL CONSTRAINT restocks_quantity_positive CHECK (quantity > 0),
      restocked_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX restocks_by_order ON restocks (order_id)`.execute(db);
}
