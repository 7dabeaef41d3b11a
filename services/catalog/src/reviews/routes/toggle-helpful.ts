import type { Context } from 'hono';
import { REVIEW_TEXTS } from '@haat/contracts';
import { forbidden, notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { toReview } from '../review-mapper.ts';
import { findReview, toggleHelpfulVote } from '../review-repository.ts';
import { REVIEW_NOT_FOUND, visibleReview } from '../review-targets.ts';
import { reviewsDb } from '../reviews.table.ts';

/** PUT /api/reviews/:id/helpful (signed in): marks or unmarks the review as helpful for the caller; never one's own. */
export function toggleHelpful(ctx: CatalogContext) {
  const db = reviewsDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const review = await visibleReview(db, c.req.param('id'), user);
    if (review.user_id === user.id) throw forbidden(REVIEW_TEXTS.ownReviewHelpful);

    const { row, marked } = await db.transaction().execute(async (trx) => {
      // The review row lock serialises toggles, so the count always equals the votes.
      if (!(await findReview(trx, review.id, { lock: true }))) throw notFound(REVIEW_NOT_FOUND);
      return toggleHelpfulVote(trx, review.id, user.id);
    });
    return c.json({ success: true, message: marked ? 'Marked as helpful' : 'Helpful mark removed', data: toReview(row, marked) });
  };
}
