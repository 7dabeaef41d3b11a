import { sql, type SelectQueryBuilder } from 'kysely';
import { executePrepared } from '@haat/server-kit';
import type { ItemCancelledBy, OrderStatus } from '@haat/contracts';
import type { OrderDatabase, OrderDb } from '../database.ts';
import { cartLinesDeletion } from '../cart/index.ts';
import { deliveriesOfOrders } from '../deliveries/order-delivery-repository.ts';
import type { OrderDeliveryRow } from '../deliveries/order-deliveries.table.ts';
import { riderAccess } from '../deliveries/rider-access.ts';
import { nameQuery, type OrderSearch } from './order-search.ts';
import { storeOrderCounts } from './store-order-stats.ts';
import { ORDER_COLUMNS, type NewOrderItemRow, type NewOrderRow, type OrderItemRow, type OrderRow, type OrderUpdate } from './orders.table.ts';
import type { OrderStatusChangeRow, StatusChangedBy } from './order-status-changes.table.ts';

type PlacedOrder = { order: OrderRow; items: OrderItemRow[]; placed: OrderStatusChangeRow };

/**
 * Writes a new order in one statement: the order, its items, its first status change (by
 * `placedBy`, at the order's own time) and the ordered products' lines out of the buyer's cart.
 * One statement instead of four: each round trip costs the checkout CPU on both sides of the socket.
 * Prepared, so its columns are named.
 */
export async function insertOrder(trx: OrderDb, { order, items, placedBy }: {
  order: NewOrderRow;
  items: NewOrderItemRow[];
  placedBy: StatusChangedBy;
}): Promise<PlacedOrder> {
  const cartLines = cartLinesDeletion(trx, order.user_id, order.store_id, items.map((item) => item.product_id));
  const rows = await executePrepared(trx, sql<OrderRow & { status_change_id: string; items: OrderItemRow[] }>`
    WITH new_order AS (${trx.insertInto('orders').values(order).returning(ORDER_COLUMNS)}),
      new_items AS (${trx.insertInto('order_items').values(items).returningAll()}),
      placed AS (
        INSERT INTO order_status_changes (order_id, status, changed_at, changed_by)
        SELECT id, status, created_at, ${placedBy} FROM new_order
        RETURNING id),
      cart AS (${cartLines})
    SELECT ${sql.join(ORDER_COLUMNS.map((column) => sql.ref(`new_order.${column}`)))}, placed.id AS status_change_id,
      -- numeric as text, as pg reads it in a plain row
      (SELECT json_agg(to_jsonb(i) || jsonb_build_object('gst_rate', i.gst_rate::text) ORDER BY i.line_no) FROM new_items i) AS items
      FROM new_order, placed`);
  const { status_change_id: placedId, items: savedItems, ...saved } = rows[0]!;
  return {
    order: saved,
    items: savedItems,
    placed: { id: placedId, order_id: saved.id, status: saved.status, changed_at: saved.created_at, changed_by: placedBy },
  };
}

export async function findOrder(db: OrderDb, id: string, { lock = false } = {}): Promise<OrderRow | undefined> {
  const query = db.selectFrom('orders').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Orders by id, in no particular order. */
export async function ordersByIds(db: OrderDb, ids: string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return executePrepared(db, db.selectFrom('orders').selectAll().where(sql<boolean>`id = any(${ids}::uuid[])`));
}

/** The items of several orders in one query, by order and line number. */
export async function itemsOfOrders(db: OrderDb, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await executePrepared(db, db.selectFrom('order_items').selectAll().where(sql<boolean>`order_id = any(${orderIds}::uuid[])`).orderBy('order_id').orderBy('line_no'));
  for (const row of rows) byOrder.get(row.order_id)?.push(row);
  return byOrder;
}

/** One order's items, by line number. */
export async function itemsOfOrder(db: OrderDb, orderId: string): Promise<OrderItemRow[]> {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('line_no').execute();
}

export async function orderExistsForReservation(db: OrderDb, reservationId: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('reservation_id', '=', reservationId).executeTakeFirst();
  return row !== undefined;
}

/** Who sees which orders in a list. */
export type OrderScope =
  | { kind: 'buyer'; userId: string }
  | { kind: 'store'; storeId: string }
  | { kind: 'storeOwner'; ownerId: string }
  | { kind: 'deliveryPartner'; partnerId: string }
  | { kind: 'all' };

type OrdersQuery = SelectQueryBuilder<OrderDatabase, 'orders', object>;

function scoped(query: OrdersQuery, scope: OrderScope): OrdersQuery {
  switch (scope.kind) {
    case 'buyer': return query.where('user_id', '=', scope.userId);
    case 'store': return query.where('store_id', '=', scope.storeId);
    case 'storeOwner': return query.where('store_owner_id', '=', scope.ownerId);
    // Only deliveries for a store the rider still delivers for (their history is GET /api/delivery/orders).
    case 'deliveryPartner': return query.where('delivery_partner_id', '=', scope.partnerId).where(({ exists, selectFrom }) => exists(
      selectFrom('order_deliveries').select(sql`1`.as('one')).whereRef('order_deliveries.order_id', '=', 'orders.id')
        .where('order_deliveries.partner_id', '=', scope.partnerId).where(sql<boolean>`${riderAccess()} = 'full'`)));
    case 'all': return query;
  }
}

/** A store list's filters: one status, and a search (see order-search.ts). */
export type OrderFilter = { status?: OrderStatus | undefined; search?: OrderSearch | null | undefined };

function filtered(query: OrdersQuery, { status, search }: OrderFilter): OrdersQuery {
  let q = status ? query.where('status', '=', status) : query;
  if (!search) return q;
  if (search.kind === 'id') return q.where('id', '=', search.id);
  const { shortRef, phonePrefix, nameWords } = search;
  q = q.where((eb) => eb.or([
    ...(shortRef ? [eb(sql<string>`right(id::text, 8)`, '=', shortRef)] : []),
    ...(phonePrefix ? [eb('customer_phone_digits', 'like', `${phonePrefix}%`)] : []),
    ...(nameWords.length > 0 ? [eb(sql<boolean>`customer_name_words @@ to_tsquery('simple', ${nameQuery(nameWords)})`, '=', true)] : []),
  ]));
  return q;
}

/**
 * One page of orders, newest first, with the count of all of them, their items and their
 * deliveries (indexed queries, no N+1: the page and its count, then its items and, when some
 * order of the page has a delivery partner, their deliveries, side by side). A store's count
 * without a search comes from store_order_stats (a few rows) rather than counting up to 100,000
 * orders; with a search it is counted (the matches are few).
 */
export async function pageOfOrders(db: OrderDb, scope: OrderScope, { limit, offset, filter = {} }: { limit: number; offset: number; filter?: OrderFilter }): Promise<{ rows: OrderRow[]; items: Map<string, OrderItemRow[]>; deliveries: Map<string, OrderDeliveryRow>; totalCount: number }> {
  const base = filtered(scoped(db.selectFrom('orders'), scope), filter);
  // The page's ids first, from the list's index alone, then only those rows: a deep page skips
  // index entries, not thousands of whole orders.
  const pageIds = base.select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset);
  const [rows, totalCount] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', 'in', pageIds).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    countOf(db, base, scope, filter),
  ]);
  const [items, deliveries] = await Promise.all([itemsOfOrders(db, rows.map((row) => row.id)), deliveriesOfOrders(db, rows)]);
  return { rows, items, deliveries, totalCount };
}

async function countOf(db: OrderDb, query: OrdersQuery, scope: OrderScope, filter: OrderFilter): Promise<number> {
  if (scope.kind === 'store' && !filter.search) {
    const counts = await storeOrderCounts(db, scope.storeId);
    return filter.status ? counts.byStatus[filter.status] : counts.total;
  }
  const row = await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Applies `changes` to one order and bumps its updated_at; returns the row as it is now. */
export async function updateOrder(db: OrderDb, id: string, changes: OrderUpdate): Promise<OrderRow> {
  return db.updateTable('orders').set({ ...changes, updated_at: sql`now()` }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Marks some lines of one order cancelled, and by whom. */
export async function markItemsCancelled(db: OrderDb, orderId: string, itemIds: string[], by: ItemCancelledBy): Promise<void> {
  if (itemIds.length === 0) return;
  await db.updateTable('order_items').set({ cancelled: true, cancelled_by: by }).where('order_id', '=', orderId).where('id', 'in', itemIds).execute();
}
