import type { Transaction } from 'kysely';
import type { OrderStatus, OrderStatusStep } from '@haat/contracts';
import type { OrderDatabase, OrderDb } from '../database.ts';
import type { OrderStatusChangeRow, StatusChangedBy } from './order-status-changes.table.ts';

/**
 * Writes one change of an order's status in the transaction that makes it, so the history and the
 * order never disagree: placing (Processing), the seller's and the rider's steps
 * (change-order-status.ts) and a whole cancellation (order-cancellation.ts).
 */
export async function recordStatusChange(trx: Transaction<OrderDatabase>, change: { orderId: string; status: OrderStatus; at: Date; by: StatusChangedBy }): Promise<OrderStatusChangeRow> {
  return trx.insertInto('order_status_changes')
    .values({ order_id: change.orderId, status: change.status, changed_at: change.at, changed_by: change.by })
    .returningAll().executeTakeFirstOrThrow();
}

/** One order's status changes, oldest first (ties in the order they were written). */
export async function statusChangesOf(db: OrderDb, orderId: string): Promise<OrderStatusChangeRow[]> {
  return db.selectFrom('order_status_changes').selectAll().where('order_id', '=', orderId)
    .orderBy('changed_at').orderBy('id').execute();
}

/** The reply's `statusHistory`: each change's status and when, oldest first. */
export const toStatusHistory = (rows: OrderStatusChangeRow[]): OrderStatusStep[] =>
  rows.map((row) => ({ status: row.status, at: row.changed_at.toISOString() }));
