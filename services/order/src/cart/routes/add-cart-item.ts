import type { Context } from 'hono';
import { addCartItemBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { addLine } from '../add-line.ts';
import { loadCart } from '../cart-view.ts';

/**
 * POST /api/cart/item {productId, quantity = 1, storeId, variant?} (buyer): adds to the line or
 * creates it. Replies with the whole cart: 201 when a line was created, 200 when one grew.
 */
export function addCartItem(ctx: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const body = await readJson(c, addCartItemBodySchema);
    const { created } = await addLine(ctx, { userId: user.id, ...body });
    const cart = await loadCart(ctx, user.id);
    return c.json({ success: true, message: created ? 'Added to cart' : 'Cart updated', data: cart }, created ? 201 : 200);
  };
}
