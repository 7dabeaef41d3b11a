import type { Kysely } from 'kysely';
import { demoReview } from '@haat/demo-data';
import { lockForTransaction, type Logger } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { refreshRatings } from '../reviews/review-repository.ts';
import { reviewsDb } from '../reviews/reviews.table.ts';

/**
 * HAAT_DEMO_DATA=on: the demo spam review on the demo seller's store (moderation's demo report points
 * at it). Once: its fixed id, or the author's one review of the store, makes a second start add nothing.
 */
export async function seedDemoReview(db: Kysely<CatalogDatabase>, logger: Logger): Promise<void> {
  const reviews = reviewsDb(db);
  const added = await reviews.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'haat-catalog-demo-review');
    const store = await trx.selectFrom('stores').select('id').where('id', '=', demoReview.storeId).forNoKeyUpdate().executeTakeFirst();
    if (!store) return false;
    const inserted = await trx.insertInto('reviews').values({
      id: demoReview.id, store_id: demoReview.storeId, user_id: demoReview.authorId, user_name: demoReview.authorName,
      product_id: null, rating: demoReview.rating, comment: demoReview.comment, images: JSON.stringify([]),
      created_at: new Date(Date.now() - 4 * 24 * 3600 * 1000),
    }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
    if (!inserted) return false;
    await refreshRatings(trx, demoReview.storeId, []);
    return true;
  });
  if (added) logger.info('demo data: a review to moderate');
}
