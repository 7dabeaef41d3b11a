import type { Context } from 'hono';
import type { AppEnv, AuthUser } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { orderPage } from '../order-page.ts';
import type { OrderScope } from '../order-repository.ts';

/** GET /api/orders: the caller's orders as their role sees them. */
export const listOrders = (ctx: OrderContext) => async (c: Context<AppEnv>) => orderPage(c, ctx, scopeOf(c.get('user')));

/** The orders a user's role lets them list: their own, their store's, their deliveries, or all (superadmin). */
function scopeOf(user: AuthUser): OrderScope {
  switch (user.role) {
    case 'superadmin': return { kind: 'all' };
    case 'seller': return { kind: 'storeOwner', ownerId: user.id };
    case 'deliveryPartner': return { kind: 'deliveryPartner', partnerId: user.id };
    case 'buyer': return { kind: 'buyer', userId: user.id };
  }
}
