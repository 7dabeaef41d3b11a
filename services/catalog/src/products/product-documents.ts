import { sql, type Kysely } from 'kysely';
import { queryPrepared } from '@haat/server-kit';
import type { CatalogDatabase, CatalogDb } from '../database.ts';
import { likeContains } from '../http/postgres-errors.ts';

/** An ISO-8601 UTC time as JavaScript's toISOString() writes it. */
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Products leave Postgres as finished JSON in the spec's Product shape (rupees, camelCase, `_id`
 * and `id`, ISO times): the store page is the hottest read of the marketplace, and JSON built in
 * Postgres is passed through as text, never parsed and stringified in Node. `p` is the products
 * row; variants are looked up (by index) only for products that have some.
 */
const PRODUCT_COLUMNS = `
  p.id AS "_id",
  p.id AS "id",
  p.store_id AS "storeId",
  p.name AS "name",
  p.description AS "description",
  p.category AS "category",
  p.image AS "image",
  p.additional_images AS "additionalImages",
  p.price_paise::float8 / 100 AS "price",
  p.discount_price_paise::float8 / 100 AS "discountPrice",
  p.quantity AS "quantity",
  p.variant_type AS "variantType",
  CASE WHEN p.variant_count = 0 THEN '[]'::json ELSE (
    SELECT coalesce(json_agg(row_to_json(v)), '[]'::json) FROM (
      SELECT name AS "name", price_paise::float8 / 100 AS "price", discount_price_paise::float8 / 100 AS "discountPrice", quantity AS "quantity"
      FROM product_variants WHERE product_id = p.id ORDER BY position
    ) v
  ) END AS "variants",
  round(p.rating::numeric, 1)::float8 AS "rating",
  p.review_count AS "reviewCount",
  ${isoTime('p.created_at')} AS "createdAt",
  ${isoTime('p.updated_at')} AS "updatedAt"`;

/** One product as JSON text, or undefined. Works inside a transaction (a product just created). */
export async function productDocument(db: CatalogDb, id: string): Promise<string | undefined> {
  const { rows } = await sql<{ doc: string }>`
    SELECT row_to_json(d)::text AS doc FROM (SELECT ${sql.raw(PRODUCT_COLUMNS)} FROM products p WHERE p.id = ${id}) d`.execute(db);
  return rows[0]?.doc;
}

/** $1 store, $2 limit, $3 offset, $4 name pattern or null, $5 category or null. */
const MATCHING = `p.store_id = $1 AND ($4::text IS NULL OR p.name ILIKE $4) AND ($5::text IS NULL OR lower(p.category) = lower($5))`;

// json_agg takes the rows in the order of the sorted subquery it reads (one table, no join above it).
const STORE_PRODUCTS_PAGE = `
  SELECT
    EXISTS (SELECT 1 FROM stores WHERE id = $1) AS store_exists,
    (SELECT count(*)::int FROM products p WHERE ${MATCHING}) AS total_count,
    (SELECT coalesce(json_agg(row_to_json(d)), '[]'::json)::text FROM (
       SELECT ${PRODUCT_COLUMNS}
       FROM (SELECT * FROM products p WHERE ${MATCHING} ORDER BY p.created_at, p.id LIMIT $2 OFFSET $3) p
       ORDER BY p.created_at, p.id
    ) d) AS data`;

export type StoreProductsPage = { storeExists: boolean; totalCount: number; data: string };

/**
 * One page of a store's products in one prepared statement (parsed and planned once per
 * connection): whether the store exists, how many products match, and the page as JSON array
 * text, in a stable order (created_at, id) served by the (store_id, created_at, id) index.
 */
export async function storeProductsPage(db: Kysely<CatalogDatabase>, { storeId, search, category, limit, offset }: {
  storeId: string;
  search?: string | undefined;
  category?: string | undefined;
  limit: number;
  offset: number;
}): Promise<StoreProductsPage> {
  const [row] = await queryPrepared<{ store_exists: boolean; total_count: number; data: string }>(db, {
    name: 'catalog-store-products-page',
    text: STORE_PRODUCTS_PAGE,
    values: [storeId, limit, offset, search ? likeContains(search) : null, category ?? null],
  });
  return { storeExists: row!.store_exists, totalCount: row!.total_count, data: row!.data };
}
