import type { Context, Next } from 'hono';
import { isUuid, literalSiblings, notFound, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { findOrder } from '../order-repository.ts';
import { riderHasFullAccess } from '../../deliveries/rider-access.ts';
import { toOrderWithItems } from '../order-mapper.ts';

const siblings = literalSiblings('order', 'GET', '/api/orders/:id');

/** GET /api/orders/:id: its buyer, the store's owner, the assigned delivery partner while they deliver for the store, or a superadmin; others 404. */
export function getOrder({ db }: OrderContext) {
  return async (c: Context<AppEnv>, next: Next) => {
    const id = c.req.param('id');
    if (id && siblings.has(id)) return next();
    const user = c.get('user');
    const order = isUuid(id) ? await findOrder(db, id) : undefined;
    const allowed = order && (user.role === 'superadmin' || [order.user_id, order.store_owner_id].includes(user.id)
      || (order.delivery_partner_id === user.id && (await riderHasFullAccess(db, order.id, user.id))));
    if (!order || !allowed) throw notFound('Order not found');
    return c.json({ success: true, data: await toOrderWithItems(db, order, user) });
  };
}
