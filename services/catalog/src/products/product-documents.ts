import { sql } from 'kysely';
import type { CatalogDb } from '../database.ts';

/** An ISO-8601 UTC time as JavaScript's toISOString() writes it. */
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Product `p`'s variants in the spec's shape (name, price and discountPrice in rupees, quantity), in their order. */
export const VARIANTS_JSON = `CASE WHEN p.variant_count = 0 THEN '[]'::json ELSE (
    SELECT coalesce(json_agg(row_to_json(v)), '[]'::json) FROM (
      SELECT name AS "name", price_paise::float8 / 100 AS "price", discount_price_paise::float8 / 100 AS "discountPrice", quantity AS "quantity"
      FROM product_variants WHERE product_id = p.id ORDER BY position
    ) v
  ) END`;

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
  ${VARIANTS_JSON} AS "variants",
  p.hsn_code AS "hsnCode",
  p.gst_rate::float8 AS "gstRate",
  p.unit AS "unit",
  round(p.rating::numeric, 1)::float8 AS "rating",
  p.review_count AS "reviewCount",
  ${isoTime('p.created_at')} AS "createdAt",
  ${isoTime('p.updated_at')} AS "updatedAt"`;

/** One product row `p` as a JSON value, for `json_agg(... ORDER BY ...)`. */
export const PRODUCT_JSON = `(SELECT row_to_json(c) FROM (SELECT ${PRODUCT_COLUMNS}) c)`;

/** A product `p` of store `s` with the store it belongs to (cross-store lists link to the store page). */
export const PRODUCT_WITH_STORE_JSON = `(SELECT row_to_json(c) FROM (SELECT ${PRODUCT_COLUMNS},
  json_build_object('_id', s.id, 'id', s.id, 'name', s.name, 'city', s.city, 'isOpen', s.is_open) AS "store") c)`;

/** One product as JSON text, or undefined. Works inside a transaction (a product just written). */
export async function productDocument(db: CatalogDb, id: string): Promise<string | undefined> {
  const { rows } = await sql<{ doc: string }>`
    SELECT row_to_json(d)::text AS doc FROM (SELECT ${sql.raw(PRODUCT_COLUMNS)} FROM products p WHERE p.id = ${id}) d`.execute(db);
  return rows[0]?.doc;
}

type ProductOnShelf = { doc: string; storeActive: boolean; storeOwnerId: string };

/** One product as JSON text with whether its store is live and who owns it (a public read decides who may see it). */
export async function productOnShelf(db: CatalogDb, id: string): Promise<ProductOnShelf | undefined> {
  const { rows } = await sql<{ doc: string; store_active: boolean; owner_id: string }>`
    SELECT (SELECT row_to_json(d)::text FROM (SELECT ${sql.raw(PRODUCT_COLUMNS)}) d) AS doc, s.is_active AS store_active, s.owner_id
    FROM products p JOIN stores s ON s.id = p.store_id WHERE p.id = ${id}`.execute(db);
  const row = rows[0];
  return row && { doc: row.doc, storeActive: row.store_active, storeOwnerId: row.owner_id };
}

/** Several products as one JSON array text, in the order of `ids` (unknown ids are left out). */
export async function productDocuments(db: CatalogDb, ids: readonly string[]): Promise<string> {
  const { rows } = await sql<{ docs: string }>`
    SELECT coalesce(json_agg(${sql.raw(PRODUCT_JSON)} ORDER BY u.ord), '[]'::json)::text AS docs
    FROM unnest(${[...ids]}::uuid[]) WITH ORDINALITY AS u (id, ord)
    JOIN products p ON p.id = u.id`.execute(db);
  return rows[0]!.docs;
}
