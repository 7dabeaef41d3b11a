import { requireAuth, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { canReview } from './routes/can-review.ts';
import { createReview } from './routes/create-review.ts';
import { deleteReview } from './routes/delete-review.ts';
import { listProductReviews } from './routes/list-product-reviews.ts';
import { listStoreReviews } from './routes/list-store-reviews.ts';
import { toggleHelpful } from './routes/toggle-helpful.ts';
import { updateReview } from './routes/update-review.ts';

/**
 * Store reviews (a review may name one product of its store). Roles and ownership are checked in
 * each handler: buyers write, authors edit, authors or superadmins delete, any signed-in user
 * but the author marks helpful. Reporting a review is moderation's (POST /api/reviews/:id/report).
 */
export function mountReviewRoutes(app: App, ctx: CatalogContext): void {
  const auth = requireAuth(ctx.verifyToken);
  app.get('/api/stores/:id/reviews/can-review', canReview(ctx));
  app.get('/api/stores/:id/reviews', listStoreReviews(ctx));
  app.post('/api/stores/:id/reviews', auth, createReview(ctx));
  app.get('/api/reviews/product/:id', listProductReviews(ctx));
  app.put('/api/reviews/:id/helpful', auth, toggleHelpful(ctx));
  app.put('/api/reviews/:id', auth, updateReview(ctx));
  app.delete('/api/reviews/:id', auth, deleteReview(ctx));
}
