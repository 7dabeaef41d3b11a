import type { Kysely } from 'kysely';
import { SEARCH_RANK_CAP } from '@haat/contracts';
import { queryPrepared } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { PRODUCT_WITH_STORE_JSON } from './product-documents.ts';

type ProductSearch = { q: string; city?: string | undefined; category?: string | undefined; limit: number; offset: number };
/** `totalIsCapped`: more than SEARCH_RANK_CAP products matched; `totalCount` is then the cap. */
type ProductSearchPage = { totalCount: number; totalIsCapped: boolean; data: string };

/** The 16 shards of `search_words` (migration 2026-11-27-60) in groups, each twice the one before. */
const SHARD_GROUPS = '(0, 0), (1, 1), (2, 3), (4, 7), (8, 15)';

type Statement = { name: string; text: string };
const statements = new Map<string, Statement>();

/**
 * Search across live stores: a product matches when every word of the query matches its name,
 * category or description by full text, after `product_search_queries` (migration 2026-12-07-35)
 * widened each word to its spellings, synonyms and, for a word the search does not know, the known
 * words within its typo budget (poah → poha) or past it its nearest by trigram similarity (basmito →
 * basmati).
 *
 * Candidates, so the cost does not grow with the catalogue: up to SEARCH_RANK_CAP products of live
 * stores that match the words as typed (spellings only), then, if those are fewer and the query was
 * widened at all, the ones that match only through a synonym or correction (read through those
 * alone, not through the typed words again), stopped at the cap. Both
 * are read from `search_words` (migration 2026-11-27-60): each product's words behind the search's
 * scope (its city, or '' for every city) and one of 16 shards, `pune|3|basmati`. A pass reads the
 * shards in groups and stops at the cap, so a word matched by many products reads the lists of a
 * few shards, not of every product that has it, and a search in Pune reads nothing of other cities.
 * A query that matches more than the cap is too broad to read through anyway: the reply says its
 * total is capped.
 *
 * Rank of the candidates: full-text rank (name A, category B, description C, shorter names first),
 * plus 1 when the product matches the words as typed, so an exact spelling beats a corrected one;
 * then rating and id, so paging is stable. $1 text, $2 limit, $3 offset, then city and category
 * when given (one statement per combination).
 */
function statementFor({ city, category }: Pick<ProductSearch, 'city' | 'category'>): Statement {
  const key = `${city ? 'c' : ''}${category ? 'k' : ''}`;
  let statement = statements.get(key);
  if (statement) return statement;
  const where = ['s.is_active'];
  let next = 4;
  const cityParam = city ? `$${next++}` : undefined;
  if (category) where.push(`p.category_key = lower($${next++})`);
  const live = where.join(' AND ');
  // The words are indexed behind the search's scope and a shard of the product (`pune|3|basmati`,
  // `|3|basmati` for every city). Each pass reads groups of shards, each twice the last, and stops
  // at the cap: a rare word reads them all in five index scans, a common one only the first few.
  const scope = cityParam ?? "''";
  const doc = `search_words(${cityParam ? 'p.city_key' : "''"}, p.id, p.search_doc)`;
  const shardByShard = (template: string, also: string) => `
        SELECT m.* FROM (VALUES ${SHARD_GROUPS}) shards (first_shard, last_shard) CROSS JOIN LATERAL (
          SELECT p.id, p.rating, p.search_doc FROM products p JOIN stores s ON s.id = p.store_id
          WHERE ${doc} @@ search_words_query((SELECT ${template} FROM q), first_shard, last_shard) AND ${also}${live}
        ) m`;
  statement = {
    name: `catalog-product-search-${key || 'all'}`,
    text: `
      WITH q0 AS MATERIALIZED (SELECT ranked AS tsq, typed AS exact, widened FROM product_search_queries($1)),
      q AS MATERIALIZED (
        SELECT tsq, exact, search_words_template(widened, ${scope}) AS widened_words, search_words_template(exact, ${scope}) AS typed_words FROM q0
      ),
      -- Each candidate is ranked as it is read (an as-typed match 1 higher), so only ids and scores are kept.
      as_typed AS MATERIALIZED (
        SELECT id, rating, ts_rank(search_doc, (SELECT tsq FROM q), 1) + 1 AS score FROM (${shardByShard('typed_words', '')}) typed
        LIMIT ${SEARCH_RANK_CAP + 1}
      ),
      widened AS MATERIALIZED (
        SELECT id, rating, ts_rank(search_doc, (SELECT tsq FROM q), 1) AS score
        FROM (${shardByShard('widened_words', 'NOT p.search_doc @@ (SELECT exact FROM q) AND ')}) w
        WHERE (SELECT widened_words IS NOT NULL FROM q)
        LIMIT ${SEARCH_RANK_CAP + 1} - (SELECT count(*) FROM as_typed)
      ),
      candidates AS MATERIALIZED (SELECT * FROM as_typed UNION ALL SELECT * FROM widened),
      hits AS MATERIALIZED (SELECT * FROM candidates LIMIT ${SEARCH_RANK_CAP})
      -- The page by position, not LIMIT $2 OFFSET $3: with those Postgres' generic plan guessed 100
      -- rows where a custom one knew 50, so it planned every search again for its values (~1 ms).
      SELECT
        (SELECT count(*)::int FROM hits) AS total_count,
        (SELECT count(*) > ${SEARCH_RANK_CAP} FROM candidates) AS total_is_capped,
        (SELECT coalesce(json_agg(${PRODUCT_WITH_STORE_JSON} ORDER BY h.score DESC, h.rating DESC, h.id), '[]'::json)::text
           FROM (SELECT id, score, rating FROM (
                   SELECT id, score, rating, row_number() OVER (ORDER BY score DESC, rating DESC, id) AS position FROM hits
                 ) ranked WHERE position > $3 AND position <= $3 + $2) h
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
  const [row] = await queryPrepared<{ total_count: number; total_is_capped: boolean; data: string }>(db, searchProductsStatement(search));
  return { totalCount: row!.total_count, totalIsCapped: row!.total_is_capped, data: row!.data };
}
