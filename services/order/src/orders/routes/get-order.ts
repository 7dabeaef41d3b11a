import type { Context, Next } from 'hono';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { isUuid, literalSiblings } from '../../http/ids.ts';
import { findOrder } from '../order-repository.ts';
import { toOrderWithItems } from '../order-mapper.ts';

const siblings = literalSiblings('order', 'GET', '/api/orders/:id');

/** GET /api/orders/:id: its buyer, the store's owner, the assigned delivery partner or a superadmin; others 404. */
export function getOrder({ db }: OrderContext) {
  return async (c: Context<AppEnv>, next: Next) => {
    const id = c.req.param('id');
    if (id && siblings.has(id)) return next();
    const user = c.get('user');
    const order = isUuid(id) ? await findOrder(db, id) : undefined;
    const allowed = order && (user.role === 'superadmin' || [order.user_id, order.store_owner_id, order.delivery_partner_id].includes(user.id));
    if (!order || !allowed) throw notFound('Order not found');
    return c.json({ success: true, data: await toOrderWithItems(db, order, user) });
  };
}
