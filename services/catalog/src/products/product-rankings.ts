import type { Kysely } from 'kysely';
import type { ProductSort } from '@haat/contracts';
import { queryPrepared } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { PRODUCT_WITH_STORE_JSON } from './product-documents.ts';

/**
 * What the cross-store lists mean, from data the catalog has (reservations are the stock checkouts
 * took; 'confirmed' means an order was placed with it, 'released' that it was given back):
 * - popular: units sold (confirmed) in the last 30 days (ties: sold more recently); then, for
 *   products nobody bought lately, the most reviewed and best rated.
 * - trending: units ordered (held or confirmed) in the last 3 days, so a burst shows within hours;
 *   then the newest arrivals.
 * - featured: in-stock products, best rated first (then most reviewed, newest). There is no paid
 *   placement in the spec, so the shop window shows what buyers rated highest.
 * - newest: most recently added.
 * Only live stores; optionally one city and one category. Each fallback walks an index until it
 * has `limit` rows, so none of these sorts the whole catalogue.
 */
type Filters = { city?: string | undefined; category?: string | undefined };

const SOLD_RECENTLY: Partial<Record<ProductSort, string>> = {
  popular: `r.state = 'confirmed' AND r.created_at > now() - interval '30 days'`,
  trending: `r.state <> 'released' AND r.created_at > now() - interval '3 days'`,
};

const FALLBACK_ORDER: Record<ProductSort, string> = {
  popular: 'p.review_count DESC, p.rating DESC, p.created_at DESC, p.id',
  trending: 'p.created_at DESC, p.id',
  featured: 'p.rating DESC, p.review_count DESC, p.created_at DESC, p.id',
  newest: 'p.created_at DESC, p.id',
};

const statements = new Map<string, { name: string; text: string }>();

/** $1 limit, then city and category when given. */
function statementFor(sort: ProductSort, { city, category }: Filters) {
  const key = `${sort}-${city ? 'c' : ''}${category ? 'k' : ''}`;
  let statement = statements.get(key);
  if (statement) return statement;
  const where = ['s.is_active'];
  let next = 2;
  if (city) where.push(`lower(s.city) = lower($${next++})`);
  if (category) where.push(`p.category_key = lower($${next++})`);
  if (sort === 'featured') where.push('p.quantity > 0');
  const live = where.join(' AND ');
  const sold = SOLD_RECENTLY[sort];
  // Each branch takes its `limit` rows in order; row_number() OVER () numbers them as they come.
  const fallback = `
    SELECT id, 1 AS tier, row_number() OVER () AS ord FROM (
      SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
      WHERE ${live}${sold ? ' AND p.id NOT IN (SELECT product_id FROM sold)' : ''}
      ORDER BY ${FALLBACK_ORDER[sort]} LIMIT $1) rest`;
  // Best sellers first (ties: sold more recently), each checked against the filters by primary
  // key, stopping at `limit`: joining the whole catalogue to sort it would cost 100 times more.
  const ranked = sold
    ? `WITH sold AS MATERIALIZED (
         SELECT l.product_id, sum(l.quantity) AS units, max(r.created_at) AS last_sold
         FROM reservations r JOIN reservation_lines l ON l.reservation_id = r.id
         WHERE r.store_id IS NOT NULL AND ${sold}
         GROUP BY l.product_id
       ),
       ranked AS (
         (SELECT id, 0 AS tier, row_number() OVER (ORDER BY units DESC, last_sold DESC, id) AS ord FROM (
            SELECT p.id, top.units, top.last_sold FROM (SELECT product_id, units, last_sold FROM sold ORDER BY units DESC, last_sold DESC, product_id) top
            CROSS JOIN LATERAL (SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE p.id = top.product_id AND ${live}) p
            -- Said, not assumed: the planner may join these by hash, which keeps no order.
            ORDER BY top.units DESC, top.last_sold DESC, p.id
            LIMIT $1) best)
         UNION ALL
         (${fallback})
       )`
    : `WITH ranked AS (${fallback})`;
  statement = {
    name: `catalog-products-${key}`,
    text: `${ranked}
      SELECT coalesce(json_agg(${PRODUCT_WITH_STORE_JSON} ORDER BY r.tier, r.ord), '[]'::json)::text AS data
      FROM (SELECT id, tier, ord FROM ranked ORDER BY tier, ord LIMIT $1) r
      JOIN products p ON p.id = r.id JOIN stores s ON s.id = p.store_id`,
  };
  statements.set(key, statement);
  return statement;
}

/** The list as JSON array text. */
export async function rankedProducts(db: Kysely<CatalogDatabase>, sort: ProductSort, { limit, city, category }: Filters & { limit: number }): Promise<string> {
  const values: unknown[] = [limit];
  if (city) values.push(city);
  if (category) values.push(category);
  const [row] = await queryPrepared<{ data: string }>(db, { ...statementFor(sort, { city, category }), values });
  return row!.data;
}
