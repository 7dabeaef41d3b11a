import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { orderPage } from '../order-page.ts';

/** GET /api/orders/myorders (buyer): the caller's orders, newest first. */
export const listMyOrders = (ctx: OrderContext) => async (c: Context<AppEnv>) =>
  orderPage(c, ctx, { kind: 'buyer', userId: c.get('user').id });
