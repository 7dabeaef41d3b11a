import type { Kysely } from 'kysely';
import { queryPrepared } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { likeContains } from '../http/postgres-errors.ts';
import { PRODUCT_JSON } from './product-documents.ts';

type StoreProductsFilter = { search?: string | undefined; category?: string | undefined };
/** 'deactivated': taken off the marketplace, its products shown only to its owner and superadmins. */
type StoreState = 'live' | 'deactivated' | 'missing';
export type StoreProductsPage = { store: StoreState; totalCount: number; data: string };

type Statement = { name: string; text: string };
const statements = new Map<string, Statement>();

/**
 * The statement for one combination of filters ($1 store, $2 limit, $3 offset, then the filters'
 * values). One prepared statement per combination rather than `$n IS NULL OR …`: a generic plan of
 * the latter cannot drop the unused filter, and would lose the index-only scans below.
 *
 * Paging is a deferred join: the page's ids come from an index-only scan of (store_id[, category_key],
 * created_at, id), so skipping 7,450 rows for page 150 reads only index entries, and only the 50
 * rows shown are fetched and turned into JSON. The count is index-only too. A search also matches
 * by full text (spellings, synonyms, typos) besides the name's substring.
 */
function statementFor({ search, category }: StoreProductsFilter): Statement {
  const key = `${search ? 's' : ''}${category ? 'c' : ''}`;
  let statement = statements.get(key);
  if (statement) return statement;
  const where = ['p.store_id = $1'];
  let next = 4;
  if (search) {
    where.push(`(p.name ILIKE $${next} OR p.search_doc @@ (SELECT product_search_query($${next + 1})))`);
    next += 2;
  }
  if (category) where.push(`p.category_key = lower($${next})`);
  const matching = where.join(' AND ');
  statement = {
    name: `catalog-store-products-page-${key || 'all'}`,
    text: `
      SELECT
        (SELECT is_active FROM stores WHERE id = $1) AS store_active,
        (SELECT count(*)::int FROM products p WHERE ${matching}) AS total_count,
        (SELECT coalesce(json_agg(${PRODUCT_JSON} ORDER BY k.created_at, k.id), '[]'::json)::text
           FROM (SELECT p.id, p.created_at FROM products p WHERE ${matching} ORDER BY p.created_at, p.id LIMIT $2 OFFSET $3) k
           JOIN products p ON p.id = k.id) AS data`,
  };
  statements.set(key, statement);
  return statement;
}

type StoreProductsQuery = StoreProductsFilter & { storeId: string; limit: number; offset: number };

/** The prepared statement and values of one page (also for the bench's EXPLAIN). */
export function storeProductsStatement({ storeId, search, category, limit, offset }: StoreProductsQuery): Statement & { values: unknown[] } {
  const values: unknown[] = [storeId, limit, offset];
  if (search) values.push(likeContains(search), search);
  if (category) values.push(category);
  return { ...statementFor({ search, category }), values };
}

/**
 * One page of a store's products in one prepared statement (parsed and planned once per
 * connection): whether the store exists and is live (one primary-key probe: the store is one row,
 * so its products need no join), how many products match, and the page as JSON array text, in a
 * stable order (created_at, id).
 */
export async function storeProductsPage(db: Kysely<CatalogDatabase>, query: StoreProductsQuery): Promise<StoreProductsPage> {
  const [row] = await queryPrepared<{ store_active: boolean | null; total_count: number; data: string }>(db, storeProductsStatement(query));
  const store: StoreState = row!.store_active === null ? 'missing' : row!.store_active ? 'live' : 'deactivated';
  return { store, totalCount: row!.total_count, data: row!.data };
}
