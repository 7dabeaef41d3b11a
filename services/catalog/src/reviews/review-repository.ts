import { sql } from 'kysely';
import type { RatingDistribution, ReviewSort } from '@haat/contracts';
import type { NewReviewRow, ReviewRow, ReviewsDb, ReviewsTable } from './reviews.table.ts';

/** Whose reviews a list shows: one store's, or those that name one product. */
export type ReviewScope = { storeId: string } | { productId: string };

type ListedReviewRow = ReviewRow & { marked_helpful: boolean };

export async function findReview(db: ReviewsDb, id: string, { lock = false } = {}): Promise<ReviewRow | undefined> {
  const query = db.selectFrom('reviews').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function findReviewIdOfUser(db: ReviewsDb, storeId: string, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('reviews').select('id').where('store_id', '=', storeId).where('user_id', '=', userId).executeTakeFirst();
  return row?.id;
}

/** The user's review of the store, hidden or not (it holds their one review of the store either way). */
export async function findOwnReview(db: ReviewsDb, storeId: string, userId: string): Promise<{ id: string; hidden: boolean } | undefined> {
  const row = await db.selectFrom('reviews').select(['id', 'hidden_at']).where('store_id', '=', storeId).where('user_id', '=', userId).executeTakeFirst();
  return row && { id: row.id, hidden: row.hidden_at !== null };
}

export async function insertReview(db: ReviewsDb, row: NewReviewRow): Promise<ReviewRow> {
  return db.insertInto('reviews').values(row).returningAll().executeTakeFirstOrThrow();
}

export type ReviewPatch = Partial<Pick<ReviewsTable, 'rating' | 'comment' | 'product_id'>> & { images?: string };

export async function updateReview(db: ReviewsDb, id: string, patch: ReviewPatch): Promise<ReviewRow> {
  return db.updateTable('reviews').set({ ...patch, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteReview(db: ReviewsDb, id: string): Promise<void> {
  await db.deleteFrom('reviews').where('id', '=', id).execute();
}

/**
 * Locks the store row for the rest of the transaction. Every review write takes it first, so the
 * averages recomputed below always see the other writers' committed reviews (no lost update).
 * NO KEY UPDATE: product inserts (FK checks) on the same store are not blocked.
 */
export async function lockStoreForReviews(db: ReviewsDb, storeId: string): Promise<{ id: string; is_active: boolean } | undefined> {
  return db.selectFrom('stores').select(['id', 'is_active']).where('id', '=', storeId).forNoKeyUpdate().executeTakeFirst();
}

/** Recomputes the store's rating and reviewCount (and those of the named products) from the reviews buyers see (not hidden). */
export async function refreshRatings(db: ReviewsDb, storeId: string, productIds: (string | null | undefined)[]): Promise<void> {
  await sql`
    UPDATE stores SET
      rating = coalesce((SELECT avg(rating)::float8 FROM reviews WHERE store_id = ${storeId} AND hidden_at IS NULL), 0),
      review_count = (SELECT count(*)::int FROM reviews WHERE store_id = ${storeId} AND hidden_at IS NULL)
    WHERE id = ${storeId}`.execute(db);
  const products = [...new Set(productIds.filter((id): id is string => typeof id === 'string'))];
  if (products.length === 0) return;
  await sql`
    UPDATE products p SET
      rating = coalesce((SELECT avg(r.rating)::float8 FROM reviews r WHERE r.product_id = p.id AND r.hidden_at IS NULL), 0),
      review_count = (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id AND r.hidden_at IS NULL)
    WHERE p.id = ANY(${products}::uuid[])`.execute(db);
}

const ORDER: Record<ReviewSort, [column: 'created_at' | 'helpful_count' | 'rating', direction: 'asc' | 'desc']> = {
  recent: ['created_at', 'desc'],
  helpful: ['helpful_count', 'desc'],
  high: ['rating', 'desc'],
  low: ['rating', 'asc'],
};

/** One page of a scope's reviews (those not hidden by the admin team), newest first within the chosen order; `markedHelpful` for the viewer. */
export async function pageOfReviews(db: ReviewsDb, { scope, rating, sort, limit, offset, viewerId }: {
  scope: ReviewScope;
  rating: number | null;
  sort: ReviewSort;
  limit: number;
  offset: number;
  viewerId: string | null;
}): Promise<ListedReviewRow[]> {
  const [column, direction] = ORDER[sort];
  let query = db.selectFrom('reviews as r').selectAll('r').select((eb) =>
    viewerId
      ? eb.exists(eb.selectFrom('review_helpful_votes as v').select('v.user_id').whereRef('v.review_id', '=', 'r.id').where('v.user_id', '=', viewerId)).$castTo<boolean>().as('marked_helpful')
      : sql<boolean>`false`.as('marked_helpful'));
  query = 'storeId' in scope ? query.where('r.store_id', '=', scope.storeId) : query.where('r.product_id', '=', scope.productId);
  query = query.where('r.hidden_at', 'is', null); // hidden by the admin team: out of every public list
  if (rating !== null) query = query.where('r.rating', '=', rating);
  query = query.orderBy(`r.${column}`, direction);
  if (column !== 'created_at') query = query.orderBy('r.created_at', 'desc');
  return query.orderBy('r.id', 'desc').limit(limit).offset(offset).execute();
}

/** How many reviews (not hidden) the scope has per star. */
export async function ratingDistribution(db: ReviewsDb, scope: ReviewScope): Promise<RatingDistribution> {
  let query = db.selectFrom('reviews').select(['rating', (eb) => eb.fn.countAll<string>().as('count')]).where('hidden_at', 'is', null).groupBy('rating');
  query = 'storeId' in scope ? query.where('store_id', '=', scope.storeId) : query.where('product_id', '=', scope.productId);
  const distribution: RatingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of await query.execute()) distribution[String(row.rating) as keyof RatingDistribution] = Number(row.count);
  return distribution;
}

/** Adds or takes back the user's helpful mark; returns the review and whether it is now marked. */
export async function toggleHelpfulVote(db: ReviewsDb, reviewId: string, userId: string): Promise<{ row: ReviewRow; marked: boolean }> {
  const removed = await db.deleteFrom('review_helpful_votes').where('review_id', '=', reviewId).where('user_id', '=', userId).executeTakeFirst();
  const marked = removed.numDeletedRows === 0n;
  if (marked) await db.insertInto('review_helpful_votes').values({ review_id: reviewId, user_id: userId }).execute();
  const row = await db.updateTable('reviews')
    .set((eb) => ({ helpful_count: eb('helpful_count', marked ? '+' : '-', 1) }))
    .where('id', '=', reviewId).returningAll().executeTakeFirstOrThrow();
  return { row, marked };
}
