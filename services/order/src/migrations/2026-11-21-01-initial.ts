import { sql, type Kysely } from 'kysely';
import { createMessagingTables } from '@haat/server-kit';

// Frozen in time: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  await createMessagingTables(db);

  await sql`
    CREATE TABLE orders (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      store_id uuid NOT NULL,
      store_owner_id uuid NOT NULL,
      store_snapshot jsonb NOT NULL,
      status text NOT NULL DEFAULT 'Processing'
        CONSTRAINT orders_status_known CHECK (status IN ('Processing', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled')),
      payment_method text NOT NULL,
      is_paid boolean NOT NULL DEFAULT false,
      shipping_fee_paise bigint NOT NULL CONSTRAINT orders_shipping_fee_not_negative CHECK (shipping_fee_paise >= 0),
      items_price_paise bigint NOT NULL CONSTRAINT orders_items_price_not_negative CHECK (items_price_paise >= 0),
      total_price_paise bigint NOT NULL CONSTRAINT orders_total_not_negative CHECK (total_price_paise >= 0),
      partial_cancellation boolean NOT NULL DEFAULT false,
      shipping_address jsonb NOT NULL,
      upi_payment jsonb,
      return_request jsonb NOT NULL,
      delivery_partner_id uuid,
      reservation_id uuid NOT NULL CONSTRAINT orders_reservation_unique UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX orders_by_user ON orders (user_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX orders_by_store ON orders (store_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX orders_by_store_owner ON orders (store_owner_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX orders_by_delivery_partner ON orders (delivery_partner_id, created_at DESC, id DESC) WHERE delivery_partner_id IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE order_items (
      id uuid PRIMARY KEY,
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      line_no integer NOT NULL,
      product_id uuid NOT NULL,
      name text NOT NULL,
      image text NOT NULL DEFAULT '',
      unit_price_paise integer NOT NULL CONSTRAINT order_items_price_not_negative CHECK (unit_price_paise >= 0),
      quantity integer NOT NULL CONSTRAINT order_items_quantity_positive CHECK (quantity > 0),
      variant text,
      cancelled boolean NOT NULL DEFAULT false,
      CONSTRAINT order_items_line_unique UNIQUE (order_id, line_no)
    )`.execute(db);

  // response is json, not jsonb: a retried request gets the first reply byte for byte.
  await sql`
    CREATE TABLE idempotency_keys (
      user_id uuid NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      state text NOT NULL CONSTRAINT idempotency_keys_state_known CHECK (state IN ('running', 'done')),
      status_code integer,
      response json,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at)`.execute(db);
}
