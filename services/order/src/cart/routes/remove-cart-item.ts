import type { Context } from 'hono';
import { CART_TEXTS } from '@haat/contracts';
import { isUuid, notFound, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { deleteLine } from '../cart-repository.ts';
import { loadCart } from '../cart-view.ts';

/** DELETE /api/cart/item/:id (buyer): removes the buyer's own line; anything else is 404. */
export function removeCartItem(ctx: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const id = c.req.param('id');
    if (!isUuid(id) || !(await deleteLine(ctx.db, user.id, id))) throw notFound(CART_TEXTS.itemNotFound);
    return c.json({ success: true, message: CART_TEXTS.itemRemoved, data: await loadCart(ctx, user.id) });
  };
}
