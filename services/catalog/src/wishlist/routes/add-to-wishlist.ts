import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { addToWishlistBodySchema, MAX_WISHLIST_ITEMS, WISHLIST_TEXTS } from '@haat/contracts';
import { badRequest, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { wishlistItems } from '../wishlist-documents.ts';
import { addItem, countItems, findWishableProduct } from '../wishlist-repository.ts';
import { wishlistDb } from '../wishlist.table.ts';

/**
 * POST /api/wishlist {productId, storeId?} (buyer): 201 with the new item, or 200 with the item
 * already there (the client adds optimistically, so a repeat is not an error).
 */
export function addToWishlist(ctx: CatalogContext) {
  const db = wishlistDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const body = await readJson(c, addToWishlistBodySchema);
    const product = await findWishableProduct(db, body.productId);
    if (!product) throw notFound('Product not found');
    if (body.storeId && body.storeId !== product.store_id) throw badRequest(WISHLIST_TEXTS.storeMismatch);
    // A race of two adds may pass one over the cap; the cap is against abuse, not exact.
    if (await countItems(db, user.id) >= MAX_WISHLIST_ITEMS) {
      const already = await db.selectFrom('wishlist_items').select('id').where('user_id', '=', user.id).where('product_id', '=', product.id).executeTakeFirst();
      if (!already) throw badRequest(WISHLIST_TEXTS.full);
    }
    const { row, created } = await addItem(db, { id: randomUUID(), userId: user.id, productId: product.id, storeId: product.store_id });
    const [item] = await wishlistItems(db, user.id, row.id);
    return c.json({ success: true, message: created ? 'Added to wishlist' : 'Already in your wishlist', data: item }, created ? 201 : 200);
  };
}
