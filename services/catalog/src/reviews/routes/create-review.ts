import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createReviewBodySchema, REVIEW_TEXTS } from '@haat/contracts';
import { callerToken, conflict, forbidden, isUniqueViolation, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { hasDeliveredOrder } from '../order-eligibility.ts';
import { toReview } from '../review-mapper.ts';
import { findReviewIdOfUser, insertReview, lockStoreForReviews, refreshRatings } from '../review-repository.ts';
import { assertProductOfStore, isForeignKeyViolation, liveStore, productNotInStore, STORE_NOT_FOUND } from '../review-targets.ts';
import { reviewsDb } from '../reviews.table.ts';

const alreadyReviewed = () => conflict(REVIEW_TEXTS.alreadyReviewed, 'You have already reviewed this store. Please edit your existing review instead.');

/**
 * POST /api/stores/:id/reviews (buyer): one review per buyer per store, only after a Delivered
 * order from it. The review and the store's (and product's) rating and reviewCount are written in
 * one transaction.
 */
export function createReview(ctx: CatalogContext) {
  const db = reviewsDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    if (user.role !== 'buyer') throw forbidden(REVIEW_TEXTS.buyersOnly);
    const body = await readJson(c, createReviewBodySchema);
    const store = await liveStore(db, c.req.param('id'));
    if (await findReviewIdOfUser(db, store.id, user.id)) throw alreadyReviewed();
    if (body.productId) await assertProductOfStore(db, body.productId, store.id);
    // Asked outside the transaction: no lock is held across a network call.
    if (!(await hasDeliveredOrder(ctx, { id: user.id, token: callerToken(c) }, store.id))) throw forbidden(REVIEW_TEXTS.notEligible);

    const row = await db.transaction().execute(async (trx) => {
      const locked = await lockStoreForReviews(trx, store.id);
      if (!locked?.is_active) throw notFound(STORE_NOT_FOUND);
      try {
        const inserted = await insertReview(trx, {
          id: randomUUID(),
          store_id: store.id,
          user_id: user.id,
          user_name: user.name,
          product_id: body.productId ?? null,
          rating: body.rating,
          comment: body.comment,
          images: JSON.stringify(body.images),
        });
        await refreshRatings(trx, store.id, [inserted.product_id]);
        return inserted;
      } catch (err) {
        // A double submit races past the check above; the unique constraint decides.
        if (isUniqueViolation(err, 'reviews_one_per_buyer_per_store')) throw alreadyReviewed();
        if (isForeignKeyViolation(err)) throw productNotInStore();
        throw err;
      }
    });
    if (row.product_id) await ctx.listings.invalidate(store.id); // the product's rating on the store page
    await ctx.storeLists.invalidate(PUBLIC_STORE_LISTS); // the store's rating on its card
    return c.json({ success: true, message: 'Review submitted', data: toReview(row, false) }, 201);
  };
}
