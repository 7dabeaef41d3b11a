import { sql, type Kysely } from 'kysely';

// Frozen in time: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // The seller's order list: by status, and searched by short ref, customer name or phone. The
  // customer's name and phone live in the shipping_address jsonb; Postgres keeps searchable copies.
  await sql`
    ALTER TABLE orders
      ADD COLUMN customer_name_words tsvector
        GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(shipping_address->>'name', ''))) STORED,
      ADD COLUMN customer_phone_digits text
        GENERATED ALWAYS AS (right(regexp_replace(coalesce(shipping_address->>'phone', ''), '[^0-9]', '', 'g'), 10)) STORED`.execute(db);
  await sql`CREATE INDEX orders_by_store_status ON orders (store_id, status, created_at DESC, id DESC)`.execute(db);
  // The short ref the screens show (#XXXXXXXX): the id's last 8 characters.
  await sql`CREATE INDEX orders_by_store_short_ref ON orders (store_id, (right(id::text, 8)))`.execute(db);
  await sql`CREATE INDEX orders_by_store_phone ON orders (store_id, customer_phone_digits text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX orders_customer_name_words ON orders USING gin (customer_name_words)`.execute(db);

  // What a GST invoice needs, as it was at the time of sale. NULL: placed before this was kept.
  await sql`
    ALTER TABLE orders
      ADD COLUMN supplier_gstin text,
      ADD COLUMN supplier_state text,
      ADD COLUMN place_of_supply text`.execute(db);
  await sql`
    ALTER TABLE order_items
      ADD COLUMN hsn_code text,
      ADD COLUMN gst_rate numeric(5, 2) CONSTRAINT order_items_gst_rate_range CHECK (gst_rate >= 0 AND gst_rate < 100),
      ADD COLUMN unit text`.execute(db);

  // One serial per store and financial year, given out in order by a counter row locked for the
  // transaction that issues the invoice: consecutive, no gaps, no repeats.
  await sql`
    CREATE TABLE invoice_counters (
      store_id uuid NOT NULL,
      financial_year integer NOT NULL,
      last_number integer NOT NULL CONSTRAINT invoice_counters_last_positive CHECK (last_number > 0),
      PRIMARY KEY (store_id, financial_year)
    )`.execute(db);
  await sql`
    CREATE TABLE invoices (
      order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      store_id uuid NOT NULL,
      financial_year integer NOT NULL,
      number integer NOT NULL CONSTRAINT invoices_number_positive CHECK (number > 0),
      serial text NOT NULL CONSTRAINT invoices_serial_shape CHECK (serial ~ '^[A-Za-z0-9/-]{1,16}$'),
      issued_at timestamptz NOT NULL,
      CONSTRAINT invoices_number_unique UNIQUE (store_id, financial_year, number),
      CONSTRAINT invoices_serial_unique UNIQUE (store_id, serial)
    )`.execute(db);
}
