import type { Kysely } from 'kysely';
import { LOW_STOCK_THRESHOLD, type InventoryStockFilter } from '@haat/contracts';
import { isUuid, queryPrepared } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { likeContains } from '../http/postgres-errors.ts';
import { PRODUCT_JSON } from './product-documents.ts';

/** Where the previous page ended: the last product's sort key (lower-cased name) and id. */
export type InventoryCursor = { name: string; id: string };
type InventoryFilter = { search?: string | undefined; category?: string | undefined; stock?: InventoryStockFilter | undefined };
export type InventoryQuery = InventoryFilter & { storeId: string; limit: number; after?: InventoryCursor | undefined };
/** `ownerId` null: no such store. */
export type InventoryPageRows = { ownerId: string | null; totalCount: number; data: string; next: InventoryCursor | null };

/**
 * A product of the seller's list is low when its stock is at most LOW_STOCK_THRESHOLD, out when 0.
 * A product with variants is sold by variant (a checkout takes a variant's stock, not the
 * product's), so it counts as low or out when any of its variants is.
 */
function stockCondition(stock: InventoryStockFilter): string {
  const test = stock === 'out' ? '= 0' : `<= ${Number(LOW_STOCK_THRESHOLD)}`;
  return `((p.variant_count = 0 AND p.quantity ${test})
    OR (p.variant_count > 0 AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.quantity ${test})))`;
}

type Statement = { name: string; text: string };
const statements = new Map<string, Statement>();

/**
 * One statement per combination of filters ($1 store, $2 limit, then the filters' values, then the
 * cursor's), as for the store page: a generic plan of `$n IS NULL OR …` could not drop the unused
 * filters. Order: lower(name), id — stable while the seller edits stock or prices, so "Load more"
 * neither repeats nor skips a product; the walk reads products_inventory_by_name (or _by_category)
 * from the cursor on and stops after limit + 1 rows (the extra one says whether there is more).
 */
function statementFor({ search, category, stock, after }: InventoryFilter & { after?: unknown }): Statement {
  const key = `${search ? 's' : ''}${category ? 'c' : ''}${stock ?? ''}${after ? 'a' : ''}`;
  let statement = statements.get(key);
  if (statement) return statement;
  const where = ['p.store_id = $1'];
  let next = 3;
  if (search) {
    where.push(`(p.name ILIKE $${next} OR p.search_doc @@ (SELECT product_search_query($${next + 1})))`);
    next += 2;
  }
  if (category) where.push(`p.category_key = lower($${next++})`);
  if (stock) where.push(stockCondition(stock));
  const matching = where.join(' AND ');
  const fromCursor = after ? ` AND (lower(p.name), p.id) > ($${next}, $${next + 1}::uuid)` : '';
  statement = {
    name: `catalog-store-inventory-${key || 'all'}`,
    text: `
      WITH k AS MATERIALIZED (
        SELECT p.id, lower(p.name) AS sort_name FROM products p
        WHERE ${matching}${fromCursor}
        ORDER BY lower(p.name), p.id LIMIT $2 + 1
      ),
      page AS MATERIALIZED (SELECT id, sort_name FROM k ORDER BY sort_name, id LIMIT $2)
      SELECT
        (SELECT owner_id FROM stores WHERE id = $1) AS owner_id,
        (SELECT count(*)::int FROM products p WHERE ${matching}) AS total_count,
        (SELECT count(*) FROM k) > $2 AS has_more,
        (SELECT json_build_array(sort_name, id)::text FROM page ORDER BY sort_name DESC, id DESC LIMIT 1) AS last_key,
        (SELECT coalesce(json_agg(${PRODUCT_JSON} ORDER BY page.sort_name, page.id), '[]'::json)::text
           FROM page JOIN products p ON p.id = page.id) AS data`,
  };
  statements.set(key, statement);
  return statement;
}

/** The prepared statement and values of one page (also for the bench's EXPLAIN). */
export function inventoryStatement({ storeId, limit, search, category, stock, after }: InventoryQuery): Statement & { values: unknown[] } {
  const values: unknown[] = [storeId, limit];
  if (search) values.push(likeContains(search), search);
  if (category) values.push(category);
  if (after) values.push(after.name, after.id);
  return { ...statementFor({ search, category, stock, after }), values };
}

/** One page of a store's whole product list (nothing hidden: out of stock, store deactivated) in one statement. */
export async function inventoryPage(db: Kysely<CatalogDatabase>, query: InventoryQuery): Promise<InventoryPageRows> {
  const [row] = await queryPrepared<{ owner_id: string | null; total_count: number; has_more: boolean; last_key: string | null; data: string }>(db, inventoryStatement(query));
  const last = row!.has_more && row!.last_key ? (JSON.parse(row!.last_key) as [string, string]) : null;
  return { ownerId: row!.owner_id, totalCount: row!.total_count, data: row!.data, next: last && { name: last[0], id: last[1] } };
}

/** The cursor as the client carries it: opaque, URL-safe. */
export const encodeCursor = ({ name, id }: InventoryCursor): string => Buffer.from(JSON.stringify([name, id])).toString('base64url');

/** The cursor a client sent back, or undefined when it is not one of ours. */
export function decodeCursor(text: string): InventoryCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [name, id] = value as unknown[];
    return typeof name === 'string' && name.length <= 400 && typeof id === 'string' && isUuid(id) ? { name, id } : undefined;
  } catch {
    return undefined;
  }
}
