import type { Context } from 'hono';
import { updateReviewBodySchema } from '@haat/contracts';
import { isUuid, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { toReview } from '../review-mapper.ts';
import { findReview, lockStoreForReviews, refreshRatings, updateReview as writeReview, type ReviewPatch } from '../review-repository.ts';
import { assertAuthor, assertProductOfStore, isForeignKeyViolation, productNotInStore, REVIEW_NOT_FOUND, visibleReview } from '../review-targets.ts';
import { reviewsDb } from '../reviews.table.ts';

/** PUT /api/reviews/:id (author only): rating, comment, images and the named product; ratings kept in the same transaction. */
export function updateReview(ctx: CatalogContext) {
  const db = reviewsDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(REVIEW_NOT_FOUND);
    const body = await readJson(c, updateReviewBodySchema);
    const review = await visibleReview(db, id, user);
    assertAuthor(review, user, 'edit');
    if (body.productId) await assertProductOfStore(db, body.productId, review.store_id);

    const patch: ReviewPatch = {};
    if (body.rating !== undefined) patch.rating = body.rating;
    if (body.comment !== undefined) patch.comment = body.comment;
    if (body.images !== undefined) patch.images = JSON.stringify(body.images);
    if (body.productId !== undefined) patch.product_id = body.productId;

    const { before, after } = await db.transaction().execute(async (trx) => {
      await lockStoreForReviews(trx, review.store_id);
      const current = await findReview(trx, id, { lock: true });
      if (!current) throw notFound(REVIEW_NOT_FOUND); // deleted meanwhile
      try {
        const updated = await writeReview(trx, id, patch);
        await refreshRatings(trx, review.store_id, [current.product_id, updated.product_id]);
        return { before: current, after: updated };
      } catch (err) {
        if (isForeignKeyViolation(err)) throw productNotInStore();
        throw err;
      }
    });
    if (before.product_id || after.product_id) await ctx.listings.invalidate(review.store_id);
    await ctx.storeLists.invalidate(PUBLIC_STORE_LISTS); // the store's rating on its card
    return c.json({ success: true, message: 'Review updated', data: toReview(after, false) });
  };
}
