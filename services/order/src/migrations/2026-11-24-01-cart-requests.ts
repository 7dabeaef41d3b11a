import { sql, type Kysely } from 'kysely';

// Frozen in time: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Adds to the cart that came with a request id (the wishlist's move-to-cart): a retried request
  // whose first answer was lost finds its id here and adds nothing again.
  await sql`
    CREATE TABLE cart_requests (
      user_id uuid NOT NULL,
      request_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, request_id)
    )`.execute(db);
  await sql`CREATE INDEX cart_requests_by_age ON cart_requests (created_at)`.execute(db);
}
