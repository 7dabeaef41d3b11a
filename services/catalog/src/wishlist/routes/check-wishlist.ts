import type { Context } from 'hono';
import type { WishlistCheckReply } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { isUuid } from '../../http/ids.ts';
import { wishlistDb } from '../wishlist.table.ts';

/** GET /api/wishlist/check/:productId (buyer) → { success, inWishlist, itemId }; an unknown product is 404. */
export function checkWishlist(ctx: CatalogContext) {
  const db = wishlistDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Product not found');
    const item = await db.selectFrom('wishlist_items').select('id')
      .where('user_id', '=', c.get('user').id).where('product_id', '=', id).executeTakeFirst();
    if (!item && !(await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst())) throw notFound('Product not found');
    const reply: WishlistCheckReply = { success: true, inWishlist: item !== undefined, itemId: item?.id ?? null };
    return c.json(reply);
  };
}
