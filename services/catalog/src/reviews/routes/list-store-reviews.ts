import type { Context } from 'hono';
import { reviewListQuerySchema } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { optionalUser } from '../../http/optional-user.ts';
import { reviewList } from '../review-list.ts';
import { visibleStore } from '../review-targets.ts';
import { reviewsDb } from '../reviews.table.ts';

/** GET /api/stores/:id/reviews?sort=&rating=&page=&limit= (public). */
export function listStoreReviews(ctx: CatalogContext) {
  const db = reviewsDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const user = await optionalUser(c, ctx.verifyToken);
    const store = await visibleStore(db, c.req.param('id'), user);
    const query = readQuery(c, reviewListQuerySchema);
    return c.json(await reviewList(db, {
      scope: { storeId: store.id }, query, viewerId: user?.id ?? null,
      summary: { rating: store.rating, reviewCount: store.review_count },
    }));
  };
}
