import type { Context } from 'hono';
import { CART_TEXTS, type Cart } from '@haat/contracts';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { clearLines } from '../cart-repository.ts';

const EMPTY: Cart = { items: [], totalItems: 0, totalPrice: 0 };

/** DELETE /api/cart (buyer): empties the cart; an empty cart is fine too. */
export function clearCart({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const removed = await clearLines(db, c.get('user').id);
    return c.json({ success: true, message: CART_TEXTS.cleared, removed, data: EMPTY });
  };
}
