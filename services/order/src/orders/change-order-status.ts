import { sql, type Transaction } from 'kysely';
import type { OrderStatus } from '@haat/contracts';
import { enqueueEvent } from '@haat/server-kit';
import type { OrderDatabase } from '../database.ts';
import { orderEventRef } from './order-event-ref.ts';
import type { OrderRow, OrderUpdate } from './orders.table.ts';
import { recordStatusChange } from './order-status-history.ts';
import type { StatusChangedBy } from './order-status-changes.table.ts';

/**
 * Moves a locked order to `status` (with any other `changes`), records it in the order's status
 * history (`by` whom) and announces it (`order.status_changed`) in the same transaction: the
 * seller's status update and the rider's steps alike. Stamped by the clock, not the transaction's
 * start, so changes queued on the order's lock keep their order.
 */
export async function changeOrderStatus(trx: Transaction<OrderDatabase>, order: OrderRow, status: OrderStatus, by: StatusChangedBy, changes: OrderUpdate = {}): Promise<OrderRow> {
  const updated = await trx.updateTable('orders').set({ ...changes, status, updated_at: sql`clock_timestamp()` })
    .where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
  await recordStatusChange(trx, { orderId: order.id, status, at: updated.updated_at, by });
  await enqueueEvent(trx, 'order.status_changed', {
    ...orderEventRef(order),
    previousStatus: order.status,
    status,
    changedAt: updated.updated_at.toISOString(),
  });
  return updated;
}
