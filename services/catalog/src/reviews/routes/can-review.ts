import type { Context } from 'hono';
import { REVIEW_TEXTS, type CanReviewReply } from '@haat/contracts';
import { callerToken, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { optionalUser } from '../../http/optional-user.ts';
import { hasDeliveredOrder } from '../order-eligibility.ts';
import { findOwnReview } from '../review-repository.ts';
import { liveStore } from '../review-targets.ts';
import { reviewsDb } from '../reviews.table.ts';

const answer = (allowed: boolean, reason: string, reviewId: string | null = null): CanReviewReply => ({ success: true, canReview: allowed, reason, reviewId });

/**
 * GET /api/stores/:id/reviews/can-review → { success, canReview, reason, reviewId }. Guests and
 * other roles get a "no" with the spec's text; `reviewId` names the caller's existing review so
 * the page can open it for editing. The order service decides delivery; silence is a 503.
 */
export function canReview(ctx: CatalogContext) {
  const db = reviewsDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const user = await optionalUser(c, ctx.verifyToken);
    const store = await liveStore(db, c.req.param('id'));
    if (!user) return c.json(answer(false, REVIEW_TEXTS.loginToReview));
    if (user.role !== 'buyer') return c.json(answer(false, REVIEW_TEXTS.buyersOnly));
    const existing = await findOwnReview(db, store.id, user.id);
    // A hidden review is not theirs to edit, nor may they write another in its place.
    if (existing?.hidden) return c.json(answer(false, REVIEW_TEXTS.hiddenByModeration));
    if (existing) return c.json(answer(false, REVIEW_TEXTS.alreadyReviewed, existing.id));
    const delivered = await hasDeliveredOrder(ctx, { id: user.id, token: callerToken(c) }, store.id);
    return c.json(delivered ? answer(true, REVIEW_TEXTS.eligible) : answer(false, REVIEW_TEXTS.notEligible));
  };
}
