import { findReview, lockStoreForReviews, refreshRatings } from '../reviews/review-repository.ts';
import type { ReviewsDb } from '../reviews/reviews.table.ts';
import type { Touched } from './touched.ts';

/**
 * Hides a review (or shows it again): it leaves (or rejoins) every public list, the star counts and
 * the store's and its product's rating, recomputed in the same transaction under the store's review
 * lock, as every review write does. A review deleted meanwhile leaves nothing to do.
 */
export async function setReviewHidden(trx: ReviewsDb, reviewId: string, { hidden, reason }: { hidden: boolean; reason: string }): Promise<Touched> {
  const found = await findReview(trx, reviewId);
  if (!found) return { storeId: null };
  await lockStoreForReviews(trx, found.store_id);
  const review = await findReview(trx, reviewId, { lock: true });
  if (!review) return { storeId: null };
  await trx.updateTable('reviews')
    .set(hidden ? { hidden_at: new Date(), hidden_reason: reason } : { hidden_at: null, hidden_reason: '' })
    .where('id', '=', reviewId).execute();
  await refreshRatings(trx, review.store_id, [review.product_id]);
  return { storeId: review.store_id, storeCards: true };
}
