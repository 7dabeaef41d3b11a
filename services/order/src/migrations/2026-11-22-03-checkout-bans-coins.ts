import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // A store bans a customer's phone, kept as its last 10 digits. Permanent until the seller lifts it.
  await sql`
    CREATE TABLE store_bans (
      store_id uuid NOT NULL,
      phone text NOT NULL CONSTRAINT store_bans_phone_ten_digits CHECK (phone ~ '^[0-9]{10}$'),
      reason text NOT NULL CONSTRAINT store_bans_reason_not_blank CHECK (btrim(reason) <> ''),
      banned_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (store_id, phone)
    )`.execute(db);
  // The buyer's banned-check asks by phone across all stores.
  await sql`CREATE INDEX store_bans_by_phone ON store_bans (phone)`.execute(db);

  // The coin ledger: a seller's balance is SUM(delta), never stored. A free order is a 0-delta row,
  // so free orders are counted from the ledger too. At most one row per order.
  await sql`
    CREATE TABLE coin_ledger (
      id uuid PRIMARY KEY,
      seller_id uuid NOT NULL,
      delta integer NOT NULL,
      reason text NOT NULL,
      order_id uuid CONSTRAINT coin_ledger_one_per_order UNIQUE,
      note text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT coin_ledger_entry_shape CHECK (
        (reason IN ('grant', 'purchase') AND delta > 0 AND order_id IS NULL)
        OR (reason = 'free_order' AND delta = 0 AND order_id IS NOT NULL)
        OR (reason = 'order' AND delta < 0 AND order_id IS NOT NULL)
      )
    )`.execute(db);
  // The balance and the free orders used come from this index alone (index-only scan).
  await sql`CREATE INDEX coin_ledger_by_seller ON coin_ledger (seller_id) INCLUDE (delta, reason)`.execute(db);
  // Append-only: a correction is a new row, never an edit of an old one.
  await sql`
    CREATE FUNCTION coin_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'coin_ledger is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER coin_ledger_append_only BEFORE UPDATE OR DELETE ON coin_ledger
      FOR EACH ROW EXECUTE FUNCTION coin_ledger_append_only()`.execute(db);

  // One UPI transaction pays for one order of a store: the same id again is refused at checkout.
  await sql`
    CREATE UNIQUE INDEX orders_upi_transaction_unique ON orders (store_id, (upper(upi_payment->>'transactionId')))
      WHERE upi_payment->>'transactionId' IS NOT NULL`.execute(db);
}
