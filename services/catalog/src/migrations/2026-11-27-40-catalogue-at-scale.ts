import { sql, type Kysely } from 'kysely';

/**
 * Catalogue reads whose cost does not grow with the catalogue (issue 17). Additive only.
 *
 * - `products.city_key`: the store's city (lower case) kept on each product, so a search in a city
 *   asks one index for "this word in this city" instead of matching every city and keeping one.
 *   Triggers keep it in step on every write path (API, demo and bench seeds, admin edits): a new
 *   or moved product takes its store's city, and a store that changes city moves its products in
 *   the same statement, so in the same transaction.
 * - `products_city_search`: GIN over (city_key, search_doc). `btree_gin` gives GIN the equality on
 *   text; it is a trusted extension (Postgres 13+), so the database owner may create it.
 * - `store_product_counts`: how many products each store has per category, kept by triggers in
 *   the transaction of the write, so a store page's total is a few rows read, not a count of the
 *   store's products. Counters are written in (store, category) order within a statement, so two
 *   statements adding to the same store wait on each other rather than deadlock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);

  await sql`ALTER TABLE products ADD COLUMN city_key text`.execute(db);
  await sql`UPDATE products p SET city_key = lower(s.city) FROM stores s WHERE s.id = p.store_id`.execute(db);
  await sql`
    CREATE FUNCTION product_takes_store_city() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      NEW.city_key := (SELECT lower(city) FROM stores WHERE id = NEW.store_id);
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER products_city_key BEFORE INSERT OR UPDATE OF store_id, city_key ON products
    FOR EACH ROW EXECUTE FUNCTION product_takes_store_city()`.execute(db);
  await sql`
    CREATE FUNCTION store_city_to_products() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      UPDATE products SET city_key = lower(NEW.city) WHERE store_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER stores_city_to_products AFTER UPDATE OF city ON stores
    FOR EACH ROW WHEN (lower(OLD.city) IS DISTINCT FROM lower(NEW.city))
    EXECUTE FUNCTION store_city_to_products()`.execute(db);
  await sql`CREATE INDEX products_city_search ON products USING gin (city_key, search_doc)`.execute(db);

  await sql`
    CREATE TABLE store_product_counts (
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      category_key text NOT NULL,
      product_count integer NOT NULL,
      PRIMARY KEY (store_id, category_key)
    )`.execute(db);
  await sql`
    INSERT INTO store_product_counts (store_id, category_key, product_count)
    SELECT store_id, category_key, count(*) FROM products GROUP BY store_id, category_key`.execute(db);
  // Added products: counters created or raised, in (store, category) order.
  await sql`
    CREATE FUNCTION count_inserted_products() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      INSERT INTO store_product_counts AS c (store_id, category_key, product_count)
      SELECT store_id, category_key, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (store_id, category_key) DO UPDATE SET product_count = c.product_count + excluded.product_count;
      RETURN NULL;
    END $$`.execute(db);
  // Removed products: counters lowered (locked in order first). A store's own deletion has taken
  // its counters with it (cascade), and then there is nothing left to lower.
  await sql`
    CREATE FUNCTION count_deleted_products() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      PERFORM 1 FROM store_product_counts c
      WHERE (c.store_id, c.category_key) IN (SELECT store_id, category_key FROM old_rows)
      ORDER BY c.store_id, c.category_key FOR UPDATE;
      UPDATE store_product_counts c SET product_count = c.product_count - o.n
      FROM (SELECT store_id, category_key, count(*)::int AS n FROM old_rows GROUP BY 1, 2) o
      WHERE c.store_id = o.store_id AND c.category_key = o.category_key;
      RETURN NULL;
    END $$`.execute(db);
  // A recategorised (or moved) product: one row, rare; stock updates never fire it.
  await sql`
    CREATE FUNCTION count_recategorised_product() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      INSERT INTO store_product_counts AS c (store_id, category_key, product_count)
      SELECT store_id, category_key, delta FROM (VALUES (OLD.store_id, OLD.category_key, -1), (NEW.store_id, NEW.category_key, 1)) v (store_id, category_key, delta)
      ORDER BY 1, 2
      ON CONFLICT (store_id, category_key) DO UPDATE SET product_count = c.product_count + excluded.product_count;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER products_count_insert AFTER INSERT ON products
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_products()`.execute(db);
  await sql`
    CREATE TRIGGER products_count_delete AFTER DELETE ON products
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_products()`.execute(db);
  await sql`
    CREATE TRIGGER products_count_recategorise AFTER UPDATE OF store_id, category ON products
    FOR EACH ROW WHEN (OLD.store_id IS DISTINCT FROM NEW.store_id OR lower(OLD.category) IS DISTINCT FROM lower(NEW.category))
    EXECUTE FUNCTION count_recategorised_product()`.execute(db);
}
