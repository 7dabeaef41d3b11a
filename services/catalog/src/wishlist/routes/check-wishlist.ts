import type { Context } from 'hono';
import type { WishlistCheckReply } from '@haat/contracts';
import { isUuid, notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { wishlistDb } from '../wishlist.table.ts';

/**
 * GET /api/wishlist/check/:id (a product's id; buyer) → { success, inWishlist, itemId }; an unknown product,
 * or one of a deactivated store (hidden from buyers), is 404.
 */
export function checkWishlist(ctx: CatalogContext) {
  const db = wishlistDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Product not found');
    const found = await db.selectFrom('products as p').innerJoin('stores as s', 's.id', 'p.store_id')
      .leftJoin('wishlist_items as w', (join) => join.onRef('w.product_id', '=', 'p.id').on('w.user_id', '=', c.get('user').id))
      .select(['w.id as itemId']).where('p.id', '=', id).where('s.is_active', '=', true).executeTakeFirst();
    if (!found) throw notFound('Product not found');
    const reply: WishlistCheckReply = { success: true, inWishlist: found.itemId !== null, itemId: found.itemId };
    return c.json(reply);
  };
}
