import { sql, type Kysely } from 'kysely';

// Frozen in time once shipped: later changes get a new dated migration.
// stores.rating/review_count and products.rating/review_count exist since the initial migration;
// the review writes keep them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE reviews (
      id uuid PRIMARY KEY,
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      -- The author's name when they wrote it (identity is another service's schema).
      user_name text NOT NULL,
      -- Optional: the product of the store the review is about.
      product_id uuid REFERENCES products (id) ON DELETE SET NULL,
      rating smallint NOT NULL CONSTRAINT reviews_rating_range CHECK (rating BETWEEN 1 AND 5),
      comment text NOT NULL,
      images jsonb NOT NULL DEFAULT '[]',
      helpful_count integer NOT NULL DEFAULT 0 CONSTRAINT reviews_helpful_not_negative CHECK (helpful_count >= 0),
      reply text,
      reply_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT reviews_one_per_buyer_per_store UNIQUE (store_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX reviews_by_store ON reviews (store_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX reviews_by_product ON reviews (product_id, created_at DESC, id DESC) WHERE product_id IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE review_helpful_votes (
      review_id uuid NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (review_id, user_id)
    )`.execute(db);

  await sql`
    CREATE TABLE review_reports (
      review_id uuid NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      reason text NOT NULL,
      description text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (review_id, user_id)
    )`.execute(db);

  await sql`
    CREATE TABLE wishlist_items (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT wishlist_items_one_per_product UNIQUE (user_id, product_id)
    )`.execute(db);
  await sql`CREATE INDEX wishlist_items_by_user ON wishlist_items (user_id, created_at DESC, id DESC)`.execute(db);
  // Deleting a product removes it from every wishlist without scanning them all.
  await sql`CREATE INDEX wishlist_items_by_product ON wishlist_items (product_id)`.execute(db);
}
