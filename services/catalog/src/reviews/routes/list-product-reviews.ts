import type { Context } from 'hono';
import { reviewListQuerySchema } from '@haat/contracts';
import { isUuid, notFound, readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { optionalUser } from '../../http/optional-user.ts';
import { canManage } from '../../stores/store-access.ts';
import { reviewList } from '../review-list.ts';
import { reviewsDb } from '../reviews.table.ts';

/**
 * GET /api/reviews/product/:id (public): the store reviews that name this product (a review may
 * carry an optional productId of its store), with the product's own rating summary. A product of
 * a deactivated store is 404 but for its owner and superadmins, as the product itself is.
 */
export function listProductReviews(ctx: CatalogContext) {
  const db = reviewsDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const id = c.req.param('id');
    const user = await optionalUser(c, ctx.verifyToken);
    const product = isUuid(id)
      ? await db.selectFrom('products as p').innerJoin('stores as s', 's.id', 'p.store_id')
        .select(['p.id', 'p.rating', 'p.review_count', 's.is_active', 's.owner_id']).where('p.id', '=', id).executeTakeFirst()
      : undefined;
    if (!product || (!product.is_active && !canManage(user, product))) throw notFound('Product not found');
    const query = readQuery(c, reviewListQuerySchema);
    return c.json(await reviewList(db, {
      scope: { productId: product.id }, query, viewerId: user?.id ?? null,
      summary: { rating: product.rating, reviewCount: product.review_count },
    }));
  };
}
