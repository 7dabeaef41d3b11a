import type { Context } from 'hono';
import { moveToCartBodySchema, WISHLIST_TEXTS } from '@haat/contracts';
import { callerToken, isUuid, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { addToCart } from '../cart-client.ts';
import { deleteItem, findItem } from '../wishlist-repository.ts';
import { wishlistDb } from '../wishlist.table.ts';

/**
 * POST /api/wishlist/items/:id/move-to-cart (buyer): `:id` is the item's or its product's id. The
 * cart (order service) takes the product first; only then does the item leave the wishlist, so a
 * refused or unanswered move keeps it. An item of a deactivated store is hidden, so 404.
 */
export function moveToCart(ctx: CatalogContext) {
  const db = wishlistDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(WISHLIST_TEXTS.itemNotFound);
    // The body is optional ({quantity, variant}): an empty one means one unit of the plain product.
    const body = await readJson(c, moveToCartBodySchema, { optional: true });
    const item = await findItem(db, user.id, id, { liveOnly: true });
    if (!item) throw notFound(WISHLIST_TEXTS.itemNotFound);
    // The item's id makes the add happen once, however often a move with unanswered requests is retried.
    await addToCart(ctx, { userId: user.id, productId: item.product_id, storeId: item.store_id, quantity: body.quantity, variant: body.variant ?? null, requestId: `wishlist-item:${item.id}` }, callerToken(c));
    await deleteItem(db, user.id, item.id);
    return c.json({
      success: true,
      message: 'Moved to cart',
      data: { _id: item.id, id: item.id, productId: item.product_id, storeId: item.store_id, quantity: body.quantity, variant: body.variant ?? null },
    });
  };
}
