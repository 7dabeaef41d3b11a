import type { Context } from 'hono';
import { updateOrderStatusBodySchema } from '@haat/contracts';
import { enqueueEvent, forbidden, notFound, readJson, type AppEnv } from '@haat/server-kit';
import { sql } from 'kysely';
import type { OrderContext } from '../../context.ts';
import { isUuid } from '../../http/ids.ts';
import { findOrder, itemsOfOrders } from '../order-repository.ts';
import { toOrder } from '../order-mapper.ts';

/**
 * PUT /api/orders/:id/status: the store's owner (or a superadmin) sets any status (spec: no
 * restriction). A change is recorded with its `order.status_changed` event in one transaction.
 * A cash-on-delivery order counts as paid once delivered.
 */
export function updateOrderStatus({ db, relay }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const id = c.req.param('id');
    const { status } = await readJson(c, updateOrderStatusBodySchema);
    if (!isUuid(id)) throw notFound('Order not found');
    const { order, changed } = await db.transaction().execute(async (trx) => {
      const current = await findOrder(trx, id, { lock: true });
      if (!current) throw notFound('Order not found');
      if (user.role !== 'superadmin' && current.store_owner_id !== user.id) {
        throw forbidden('Not authorized to update this order', 'Only the store that received this order can change its status.');
      }
      if (current.status === status) return { order: current, changed: false };
      const updated = await trx
        .updateTable('orders')
        .set({
          status,
          updated_at: sql`now()`,
          ...(status === 'Delivered' && current.payment_method === 'Cash on Delivery' ? { is_paid: true } : {}),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await enqueueEvent(trx, 'order.status_changed', {
        orderId: id,
        userId: current.user_id,
        storeId: current.store_id,
        storeName: current.store_snapshot.name,
        previousStatus: current.status,
        status,
        changedAt: updated.updated_at.toISOString(),
      });
      return { order: updated, changed: true };
    });
    if (changed) relay.kick();
    const items = await itemsOfOrders(db, [order.id]);
    return c.json({ success: true, data: toOrder(order, items.get(order.id) ?? []) });
  };
}
