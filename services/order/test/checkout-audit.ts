import type { Client } from 'pg';

/**
 * What the database holds for one store after a checkout run (the order and catalog schemas of one
 * database). Shared by the order fault tests and bench/checkout/checkout.ts, which imports it as
 * '@haat/order/testing'.
 */
export type CheckoutAudit = {
  orders: number;
  orderedUnits: number;
  confirmedReservations: number;
  confirmedUnits: number;
  stockTaken: number;
  /** Reservations still holding stock: only ones without an order, waiting for their expiry, may remain. */
  pendingReservations: number;
  pendingUnits: number;
  pendingWithOrder: number;
  releasedReservations: number;
  negativeStock: number;
  ordersWithoutConfirmedReservation: number;
  confirmedWithoutOrder: number;
  coinCharges: number;
};

const count = async (db: Client, text: string, values: unknown[]) => Number((await db.query<{ n: string | null }>(text, values)).rows[0]?.n ?? 0);

export async function auditCheckout(db: Client, { storeId, initialStock }: { storeId: string; initialStock: number }): Promise<CheckoutAudit> {
  const reservations = (state: string, what: 'count(DISTINCT r.id)' | 'sum(l.quantity)') =>
    count(db, `SELECT ${what} AS n FROM catalog.reservations r JOIN catalog.reservation_lines l ON l.reservation_id = r.id WHERE r.store_id = $1 AND r.state = $2`, [storeId, state]);
  return {
    orders: await count(db, 'SELECT count(*) AS n FROM orders.orders WHERE store_id = $1', [storeId]),
    orderedUnits: await count(db, 'SELECT sum(i.quantity) AS n FROM orders.order_items i JOIN orders.orders o ON o.id = i.order_id WHERE o.store_id = $1', [storeId]),
    confirmedReservations: await reservations('confirmed', 'count(DISTINCT r.id)'),
    confirmedUnits: await reservations('confirmed', 'sum(l.quantity)'),
    stockTaken: await count(db, 'SELECT sum($2::int - quantity) AS n FROM catalog.products WHERE store_id = $1', [storeId, initialStock]),
    pendingReservations: await reservations('reserved', 'count(DISTINCT r.id)'),
    pendingUnits: await reservations('reserved', 'sum(l.quantity)'),
    pendingWithOrder: await count(db, `
      SELECT count(*) AS n FROM catalog.reservations r JOIN orders.orders o ON o.reservation_id = r.id WHERE r.store_id = $1 AND r.state = 'reserved'`, [storeId]),
    releasedReservations: await reservations('released', 'count(DISTINCT r.id)'),
    negativeStock: await count(db, 'SELECT count(*) AS n FROM catalog.products WHERE store_id = $1 AND quantity < 0', [storeId]),
    ordersWithoutConfirmedReservation: await count(db, `
      SELECT count(*) AS n FROM orders.orders o LEFT JOIN catalog.reservations r ON r.id = o.reservation_id
       WHERE o.store_id = $1 AND r.state IS DISTINCT FROM 'confirmed'`, [storeId]),
    confirmedWithoutOrder: await count(db, `
      SELECT count(*) AS n FROM catalog.reservations r
       WHERE r.store_id = $1 AND r.state = 'confirmed' AND NOT EXISTS (SELECT 1 FROM orders.orders o WHERE o.reservation_id = r.id)`, [storeId]),
    coinCharges: await count(db, 'SELECT count(*) AS n FROM orders.coin_ledger c JOIN orders.orders o ON o.id = c.order_id WHERE o.store_id = $1', [storeId]),
  };
}
