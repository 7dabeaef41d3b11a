import type { Context } from 'hono';
import { removeFromWishlistQuerySchema, WISHLIST_TEXTS } from '@haat/contracts';
import { isUuid, notFound, readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { deleteItem, findItem } from '../wishlist-repository.ts';
import { wishlistDb } from '../wishlist.table.ts';

/**
 * DELETE /api/wishlist/:id?storeId= (buyer): `:id` is the item's id or its product's id (the
 * spec's client sends the product); a storeId that is not the item's store finds nothing.
 */
export function removeFromWishlist(ctx: CatalogContext) {
  const db = wishlistDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(WISHLIST_TEXTS.itemNotFound);
    const { storeId } = readQuery(c, removeFromWishlistQuerySchema);
    const item = await findItem(db, user.id, id);
    if (!item || (storeId && storeId !== item.store_id)) throw notFound(WISHLIST_TEXTS.itemNotFound);
    if (!(await deleteItem(db, user.id, item.id))) throw notFound(WISHLIST_TEXTS.itemNotFound); // removed meanwhile
    return c.json({ success: true, message: 'Removed from wishlist', data: { _id: item.id, id: item.id, productId: item.product_id, storeId: item.store_id } });
  };
}
