import type { Context } from 'hono';
import { REVIEW_TEXTS, reportReviewBodySchema } from '@haat/contracts';
import { conflict, forbidden, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { isUuid } from '../../http/ids.ts';
import { isForeignKeyViolation, REVIEW_NOT_FOUND, visibleReview } from '../review-targets.ts';
import { insertReport } from '../review-repository.ts';
import { reviewsDb } from '../reviews.table.ts';

/**
 * POST /api/reviews/:id/report {reason, description?} (signed in): once per user and review, never
 * one's own. Kept with the review for the admin team (moderation arrives in a later issue).
 */
export function reportReview(ctx: CatalogContext) {
  const db = reviewsDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(REVIEW_NOT_FOUND);
    const body = await readJson(c, reportReviewBodySchema);
    const review = await visibleReview(db, id, user);
    if (review.user_id === user.id) throw forbidden(REVIEW_TEXTS.ownReviewReport);
    let inserted: boolean;
    try {
      inserted = await insertReport(db, { reviewId: review.id, userId: user.id, reason: body.reason, description: body.description });
    } catch (err) {
      if (isForeignKeyViolation(err)) throw notFound(REVIEW_NOT_FOUND); // deleted meanwhile
      throw err;
    }
    if (!inserted) throw conflict(REVIEW_TEXTS.alreadyReported, 'You have already reported this item.');
    return c.json({ success: true, message: 'Report submitted successfully. Thank you for helping keep our community safe.' }, 201);
  };
}
