import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per cart line. name, image, store name and prices are the catalog's values when the
  // line was last written: shown (with stock 0) only once the product is gone from the catalog.
  await sql`
    CREATE TABLE cart_lines (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      product_id uuid NOT NULL,
      store_id uuid NOT NULL,
      variant text CONSTRAINT cart_lines_variant_not_blank CHECK (variant IS NULL OR btrim(variant) <> ''),
      quantity integer NOT NULL
        CONSTRAINT cart_lines_quantity_positive CHECK (quantity > 0)
        CONSTRAINT cart_lines_quantity_capped CHECK (quantity <= 1000),
      name text NOT NULL,
      image text NOT NULL DEFAULT '',
      store_name text NOT NULL DEFAULT '',
      price_paise integer NOT NULL CONSTRAINT cart_lines_price_not_negative CHECK (price_paise >= 0),
      discount_price_paise integer CONSTRAINT cart_lines_discount_not_negative CHECK (discount_price_paise >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // A line is (buyer, product, store, variant); the plain product is the empty variant. Also the
  // index of a buyer's cart (user_id first).
  await sql`CREATE UNIQUE INDEX cart_lines_one_per_item ON cart_lines (user_id, product_id, store_id, (coalesce(variant, '')))`.execute(db);
}
