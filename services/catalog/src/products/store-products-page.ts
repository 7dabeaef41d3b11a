import type { Kysely } from 'kysely';
import { STORE_SEARCH_COUNT_CAP } from '@haat/contracts';
import { queryPrepared } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { likeContains } from '../http/postgres-errors.ts';
import { PRODUCT_JSON } from './product-documents.ts';

type StoreProductsFilter = { search?: string | undefined; category?: string | undefined };
/** 'deactivated': taken off the marketplace, its products shown only to its owner and superadmins. */
type StoreState = 'live' | 'deactivated' | 'missing';
/** `totalIsCapped`: a search matched more than STORE_SEARCH_COUNT_CAP products and `totalCount` is that cap. */
export type StoreProductsPage = { store: StoreState; totalCount: number; totalIsCapped: boolean; data: string };

type Statement = { name: string; text: string };
const statements = new Map<string, Statement>();

/**
 * The statement for one combination of filters ($1 store, $2 limit, $3 offset, then the filters'
 * values). One prepared statement per combination rather than `$n IS NULL OR …`: a generic plan of
 * the latter cannot drop the unused filter, and would lose the index-only scans below.
 *
 * Paging is a deferred join: the page's ids come from an index-only scan of (store_id[, category_key],
 * created_at, id), and only the rows shown are fetched and turned into JSON. None of it reads more
 * than a page's worth of index whatever the store's size:
 * - the total of a store or a category is its kept counter (store_product_counts), exact;
 * - a page in the back half of the store is read from the end (newest first, then put back in
 *   order), so the last page costs what the first does; the middle pages cost up to half the store;
 * - a search (name substring or full text: spellings, synonyms, typos) counts up to
 *   STORE_SEARCH_COUNT_CAP matches and pages within them.
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
  const counter = ['store_id = $1'];
  if (category) {
    where.push(`p.category_key = lower($${next})`);
    counter.push(`category_key = lower($${next})`);
  }
  const matching = where.join(' AND ');
  const page = search
    ? `SELECT p.id, p.created_at FROM products p WHERE ${matching} AND $3::int < ${STORE_SEARCH_COUNT_CAP} ORDER BY p.created_at, p.id LIMIT $2 OFFSET $3`
    : `(SELECT p.id, p.created_at FROM products p WHERE ${matching} AND $3::int * 2 < (SELECT n FROM total)
         ORDER BY p.created_at, p.id LIMIT $2 OFFSET $3)
       UNION ALL
       (SELECT p.id, p.created_at FROM products p WHERE ${matching} AND $3::int * 2 >= (SELECT n FROM total)
         ORDER BY p.created_at DESC, p.id DESC
         LIMIT greatest(least($2::int, (SELECT n FROM total) - $3::int), 0) OFFSET greatest((SELECT n FROM total) - $3::int - $2::int, 0))`;
  const total = search
    ? `SELECT count(*)::int AS n FROM (SELECT 1 FROM products p WHERE ${matching} LIMIT ${STORE_SEARCH_COUNT_CAP + 1}) m`
    : `SELECT coalesce(sum(product_count), 0)::int AS n FROM store_product_counts WHERE ${counter.join(' AND ')}`;
  statement = {
    name: `catalog-store-products-page-${key || 'all'}`,
    text: `
      WITH total AS MATERIALIZED (${total})
      SELECT
        (SELECT is_active FROM stores WHERE id = $1) AS store_active,
        (SELECT ${search ? `least(n, ${STORE_SEARCH_COUNT_CAP})` : 'n'} FROM total) AS total_count,
        (SELECT ${search ? `n > ${STORE_SEARCH_COUNT_CAP}` : 'false'} FROM total) AS total_is_capped,
        (SELECT coalesce(json_agg(${PRODUCT_JSON} ORDER BY k.created_at, k.id), '[]'::json)::text
           FROM (${page}) k
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
 * so its products need no join), how many products match (capped for a search), and the page as
 * JSON array text, in a stable order (created_at, id).
 */
export async function storeProductsPage(db: Kysely<CatalogDatabase>, query: StoreProductsQuery): Promise<StoreProductsPage> {
  const [row] = await queryPrepared<{ store_active: boolean | null; total_count: number; total_is_capped: boolean; data: string }>(db, storeProductsStatement(query));
  const store: StoreState = row!.store_active === null ? 'missing' : row!.store_active ? 'live' : 'deactivated';
  return { store, totalCount: row!.total_count, totalIsCapped: row!.total_is_capped, data: row!.data };
}
