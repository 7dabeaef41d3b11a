import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { loadCart } from '../cart-view.ts';

/** GET /api/cart (buyer): the lines with current names, prices and stock, and the totals. */
export function getCart(ctx: OrderContext) {
  return async (c: Context<AppEnv>) => c.json({ success: true, data: await loadCart(ctx, c.get('user').id) });
}
