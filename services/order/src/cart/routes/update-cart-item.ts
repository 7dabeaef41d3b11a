import type { Context } from 'hono';
import { CART_TEXTS, updateCartItemBodySchema } from '@haat/contracts';
import { isUuid, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { findLine, lockCart, setLineQuantity } from '../cart-repository.ts';
import { loadCart } from '../cart-view.ts';
import { assertInStock, offerFor, productsById, requireOffer, snapshotOf } from '../line-offer.ts';

/**
 * PATCH /api/cart/item/:id {quantity} (buyer): sets the line's quantity, 1 to the stock. Another
 * buyer's line, an unknown or a malformed id is 'Cart item not found' (404).
 */
export function updateCartItem(ctx: OrderContext) {
  const { db, catalog } = ctx;
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(CART_TEXTS.itemNotFound);
    const { quantity } = await readJson(c, updateCartItemBodySchema);
    const line = await findLine(db, user.id, id);
    if (!line) throw notFound(CART_TEXTS.itemNotFound);
    const key = { productId: line.product_id, storeId: line.store_id, variant: line.variant };
    const offer = requireOffer(offerFor(productsById(await catalog.cartProducts([line.product_id])), key));
    assertInStock(offer, quantity);
    await db.transaction().execute(async (trx) => {
      await lockCart(trx, user.id);
      if (!(await setLineQuantity(trx, user.id, id, quantity, snapshotOf(offer)))) throw notFound(CART_TEXTS.itemNotFound); // removed meanwhile
    });
    return c.json({ success: true, message: 'Cart updated', data: await loadCart(ctx, user.id) });
  };
}
