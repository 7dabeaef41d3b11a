import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { deleteReview as removeReview, findReview, lockStoreForReviews, refreshRatings } from '../review-repository.ts';
import { assertAuthor, existingReview } from '../review-targets.ts';
import { reviewsDb } from '../reviews.table.ts';

/** DELETE /api/reviews/:id: its author, or a superadmin (moderation); ratings kept in the same transaction. */
export function deleteReview(ctx: CatalogContext) {
  const db = reviewsDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const review = await existingReview(db, c.req.param('id'));
    if (user.role !== 'superadmin') assertAuthor(review, user, 'delete');

    const deleted = await db.transaction().execute(async (trx) => {
      await lockStoreForReviews(trx, review.store_id);
      const current = await findReview(trx, review.id, { lock: true });
      if (!current) return null; // a second delete got here first: the outcome is the same
      await removeReview(trx, review.id);
      await refreshRatings(trx, review.store_id, [current.product_id]);
      return current;
    });
    if (deleted?.product_id) await ctx.listings.invalidate(review.store_id);
    await ctx.storeLists.invalidate(PUBLIC_STORE_LISTS); // the store's rating on its card
    return c.json({ success: true, message: 'Review deleted', data: { _id: review.id, id: review.id } });
  };
}
