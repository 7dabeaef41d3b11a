import type { Kysely } from 'kysely';
import { queryPrepared } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { PRODUCT_WITH_STORE_JSON } from './product-documents.ts';

type ProductSearch = { q: string; city?: string | undefined; category?: string | undefined; limit: number; offset: number };
type ProductSearchPage = { totalCount: number; data: string };

type Statement = { name: string; text: string };
const statements = new Map<string, Statement>();

/**
 * Search across live stores: a product matches when every word of the query matches its name,
 * category or description by full text, after `product_search_query` (migration 2026-11-22-02)
 * widened each word to its spellings, synonyms and, for a word the catalogue does not know, its
 * nearest catalogue words by trigram similarity (basmito → basmati).
 *
 * Rank: full-text rank (name A, category B, description C, shorter names first), plus 1 when the
 * product matches the words as typed (spellings only, no synonym or correction), so an exact
 * spelling beats a corrected one; then rating and id, so paging is stable.
 *
 * Plan: the tsquery is built once (q), the GIN index finds the matches once (`matches` is
 * materialised, so a generic plan cannot turn it into one index probe per store of a city), and
 * only the matches of live stores in the city are ranked. $1 text, $2 limit, $3 offset, then city
 * and category when given (one statement per combination).
 */
function statementFor({ city, category }: Pick<ProductSearch, 'city' | 'category'>): Statement {
  const key = `${city ? 'c' : ''}${category ? 'k' : ''}`;
  let statement = statements.get(key);
  if (statement) return statement;
  const where = ['s.is_active'];
  let next = 4;
  if (city) where.push(`lower(s.city) = lower($${next++})`);
  if (category) where.push(`m.category_key = lower($${next++})`);
  statement = {
    name: `catalog-product-search-${key || 'all'}`,
    text: `
      WITH q AS MATERIALIZED (SELECT product_search_query($1) AS tsq, product_search_query($1, false) AS exact),
      matches AS MATERIALIZED (
        SELECT p.id, p.store_id, p.category_key, p.rating, p.search_doc FROM products p
        WHERE p.search_doc @@ (SELECT tsq FROM q)
      ),
      hits AS MATERIALIZED (
        SELECT m.id, m.rating,
               ts_rank(m.search_doc, (SELECT tsq FROM q), 1) + (m.search_doc @@ (SELECT exact FROM q))::int AS score
        FROM matches m JOIN stores s ON s.id = m.store_id
        WHERE ${where.join(' AND ')}
      )
      SELECT
        (SELECT count(*)::int FROM hits) AS total_count,
        (SELECT coalesce(json_agg(${PRODUCT_WITH_STORE_JSON} ORDER BY h.score DESC, h.rating DESC, h.id), '[]'::json)::text
           FROM (SELECT id, score, rating FROM hits ORDER BY score DESC, rating DESC, id LIMIT $2 OFFSET $3) h
           JOIN products p ON p.id = h.id JOIN stores s ON s.id = p.store_id) AS data`,
  };
  statements.set(key, statement);
  return statement;
}

/** The prepared statement and values of one search (also for the bench's EXPLAIN). */
export function searchProductsStatement({ q, city, category, limit, offset }: ProductSearch): Statement & { values: unknown[] } {
  const values: unknown[] = [q, limit, offset];
  if (city) values.push(city);
  if (category) values.push(category);
  return { ...statementFor({ city, category }), values };
}

export async function searchProducts(db: Kysely<CatalogDatabase>, search: ProductSearch): Promise<ProductSearchPage> {
  const [row] = await queryPrepared<{ total_count: number; data: string }>(db, searchProductsStatement(search));
  return { totalCount: row!.total_count, data: row!.data };
}
