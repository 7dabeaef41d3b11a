import type { OrderRow } from './orders.table.ts';

/** The fields every order event carries (contracts' orderEventSchema), from the order row. */
export function orderEventRef(order: Pick<OrderRow, 'id' | 'user_id' | 'store_id' | 'store_snapshot'>) {
  return { orderId: order.id, userId: order.user_id, storeId: order.store_id, storeName: order.store_snapshot.name };
}
