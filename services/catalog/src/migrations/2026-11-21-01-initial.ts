import { sql, type Kysely } from 'kysely';
import { createMessagingTables } from '@haat/server-kit';

// Frozen in time: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  await createMessagingTables(db);

  await sql`
    CREATE TABLE cities (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      state text NOT NULL,
      active boolean NOT NULL DEFAULT true,
      CONSTRAINT cities_name_state_unique UNIQUE (name, state)
    )`.execute(db);
  await sql`CREATE INDEX cities_name ON cities (name)`.execute(db);

  await sql`
    CREATE TABLE stores (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      name text NOT NULL,
      slug text NOT NULL CONSTRAINT stores_slug_unique UNIQUE,
      description text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      location text NOT NULL DEFAULT '',
      city text NOT NULL,
      business_hours text NOT NULL DEFAULT '',
      category text NOT NULL DEFAULT 'General',
      categories jsonb NOT NULL DEFAULT '[]',
      phone text NOT NULL DEFAULT '',
      email text NOT NULL DEFAULT '',
      image text NOT NULL DEFAULT '',
      banner_image text NOT NULL DEFAULT '',
      tags jsonb NOT NULL DEFAULT '[]',
      rating double precision NOT NULL DEFAULT 0,
      review_count integer NOT NULL DEFAULT 0,
      is_open boolean NOT NULL DEFAULT true,
      is_active boolean NOT NULL DEFAULT true,
      payment_options jsonb NOT NULL DEFAULT '["Cash on Delivery"]',
      store_instructions text NOT NULL DEFAULT '',
      upi_id text NOT NULL DEFAULT '',
      delivery_options jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // One store per seller, enforced where concurrent requests cannot race past it.
  await sql`CREATE UNIQUE INDEX stores_one_per_owner ON stores (owner_id)`.execute(db);
  await sql`CREATE INDEX stores_active_city ON stores (lower(city)) WHERE is_active`.execute(db);

  await sql`
    CREATE TABLE products (
      id uuid PRIMARY KEY,
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      category text NOT NULL DEFAULT 'General',
      image text NOT NULL DEFAULT '',
      additional_images jsonb NOT NULL DEFAULT '[]',
      price_paise integer NOT NULL CONSTRAINT products_price_not_negative CHECK (price_paise >= 0),
      discount_price_paise integer CONSTRAINT products_discount_not_negative CHECK (discount_price_paise >= 0),
      quantity integer NOT NULL DEFAULT 0 CONSTRAINT products_quantity_not_negative CHECK (quantity >= 0),
      variant_type text NOT NULL DEFAULT '',
      -- How many product_variants rows it has, so listings skip the lookup for plain products.
      variant_count integer NOT NULL DEFAULT 0,
      rating double precision NOT NULL DEFAULT 0,
      review_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // The store page: one store's products in a stable order (the hot path).
  await sql`CREATE INDEX products_store_page ON products (store_id, created_at, id)`.execute(db);

  await sql`
    CREATE TABLE product_variants (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      position integer NOT NULL,
      name text NOT NULL,
      price_paise integer NOT NULL CONSTRAINT product_variants_price_not_negative CHECK (price_paise >= 0),
      discount_price_paise integer CONSTRAINT product_variants_discount_not_negative CHECK (discount_price_paise >= 0),
      quantity integer NOT NULL DEFAULT 0 CONSTRAINT product_variants_quantity_not_negative CHECK (quantity >= 0),
      CONSTRAINT product_variants_name_unique UNIQUE (product_id, name)
    )`.execute(db);
  await sql`CREATE INDEX product_variants_by_product ON product_variants (product_id, position)`.execute(db);

  // A checkout's hold on stock. A 'released' row with no store is a tombstone: the id was released
  // before any reserve arrived, so a late reserve with it is refused.
  await sql`
    CREATE TABLE reservations (
      id uuid PRIMARY KEY,
      store_id uuid,
      state text NOT NULL CONSTRAINT reservations_state_known CHECK (state IN ('reserved', 'confirmed', 'released')),
      reply jsonb,
      expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX reservations_pending_expiry ON reservations (expires_at) WHERE state = 'reserved'`.execute(db);
  await sql`
    CREATE TABLE reservation_lines (
      reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
      line_no integer NOT NULL,
      product_id uuid NOT NULL,
      variant text,
      quantity integer NOT NULL CONSTRAINT reservation_lines_quantity_positive CHECK (quantity > 0),
      unit_price_paise integer NOT NULL,
      PRIMARY KEY (reservation_id, line_no)
    )`.execute(db);
}
