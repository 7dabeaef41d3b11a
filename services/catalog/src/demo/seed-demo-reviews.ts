import type { Kysely } from 'kysely';
import { demoReviews } from '@haat/demo-data';
import { lockForTransaction, type Logger } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { refreshRatings } from '../reviews/review-repository.ts';
import { reviewsDb } from '../reviews/reviews.table.ts';

/**
 * HAAT_DEMO_DATA=on: the demo seller's store's reviews, the spam one among them (moderation's demo
 * report points at it). Once: each review's fixed id, or its author's one review of the store, makes a
 * second start add nothing.
 */
export async function seedDemoReviews(db: Kysely<CatalogDatabase>, logger: Logger): Promise<void> {
  const reviews = reviewsDb(db);
  const added = await reviews.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'haat-catalog-demo-review');
    const storeId = demoReviews[0]!.storeId;
    const store = await trx.selectFrom('stores').select('id').where('id', '=', storeId).forNoKeyUpdate().executeTakeFirst();
    if (!store) return false;
    const inserted = await trx.insertInto('reviews').values(demoReviews.map((review) => ({
      id: review.id, store_id: review.storeId, user_id: review.authorId, user_name: review.authorName,
      product_id: null, rating: review.rating, comment: review.comment, images: JSON.stringify([]),
      created_at: new Date(Date.now() - review.daysAgo * 24 * 3600 * 1000),
    }))).onConflict((oc) => oc.doNothing()).returning('id').execute();
    if (inserted.length === 0) return false;
    await refreshRatings(trx, storeId, []);
    return true;
  });
  if (added) logger.info('demo data: the demo store\'s reviews, one to moderate');
}
