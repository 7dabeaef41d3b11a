import { ORDER_LIFE_TEXTS } from '@haat/contracts';
import { forbidden, isUuid, notFound, type AuthUser } from '@haat/server-kit';
import type { OrderDb } from '../database.ts';
import { findOrder } from './order-repository.ts';
import type { OrderRow } from './orders.table.ts';

/**
 * The order a store-side change is about, locked until the transaction ends (so two changes to
 * one order queue up): its store's seller or a superadmin; another seller gets 403, as the
 * status update always did. Unknown or malformed ids are 404.
 */
export async function lockOrderForStore(db: OrderDb, id: string | undefined, user: AuthUser, action: string): Promise<OrderRow> {
  const order = isUuid(id) ? await findOrder(db, id, { lock: true }) : undefined;
  if (!order) throw notFound(ORDER_LIFE_TEXTS.orderNotFound);
  if (user.role !== 'superadmin' && order.store_owner_id !== user.id) {
    throw forbidden(`Not authorized to ${action}`, `Only the store that received this order can ${action}.`);
  }
  return order;
}

/** The buyer's own order, locked. Anyone else's is 404, as GET /api/orders/:id answers them. */
export async function lockOrderForBuyer(db: OrderDb, id: string | undefined, user: AuthUser): Promise<OrderRow> {
  const order = isUuid(id) ? await findOrder(db, id, { lock: true }) : undefined;
  if (!order || order.user_id !== user.id) throw notFound(ORDER_LIFE_TEXTS.orderNotFound);
  return order;
}
