import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'pg';

/** What the database holds after a checkout run, for one store (the order and catalog schemas of one database). */
export type CheckoutAudit = {
  orders: number;
  orderedUnits: number;
  confirmedReservations: number;
  confirmedUnits: number;
  stockTaken: number;
  pendingReservations: number;
  releasedReservations: number;
  negativeStock: number;
  ordersWithoutConfirmedReservation: number;
  confirmedWithoutOrder: number;
  coinCharges: number;
};

const count = async (client: Client, text: string, values: unknown[]) => Number((await client.query<{ n: string | null }>(text, values)).rows[0]?.n ?? 0);

export async function auditCheckout(client: Client, { storeId, initialStock }: { storeId: string; initialStock: number }): Promise<CheckoutAudit> {
  const reservations = async (state: string, what: 'count(DISTINCT r.id)' | 'sum(l.quantity)') =>
    count(client, `SELECT ${what} AS n FROM catalog.reservations r JOIN catalog.reservation_lines l ON l.reservation_id = r.id WHERE r.store_id = $1 AND r.state = $2`, [storeId, state]);
  return {
    orders: await count(client, 'SELECT count(*) AS n FROM orders.orders WHERE store_id = $1', [storeId]),
    orderedUnits: await count(client, 'SELECT sum(i.quantity) AS n FROM orders.order_items i JOIN orders.orders o ON o.id = i.order_id WHERE o.store_id = $1', [storeId]),
    confirmedReservations: await reservations('confirmed', 'count(DISTINCT r.id)'),
    confirmedUnits: await reservations('confirmed', 'sum(l.quantity)'),
    stockTaken: await count(client, 'SELECT sum($2::int - quantity) AS n FROM catalog.products WHERE store_id = $1', [storeId, initialStock]),
    pendingReservations: await reservations('reserved', 'count(DISTINCT r.id)'),
    releasedReservations: await reservations('released', 'count(DISTINCT r.id)'),
    negativeStock: await count(client, 'SELECT count(*) AS n FROM catalog.products WHERE store_id = $1 AND quantity < 0', [storeId]),
    ordersWithoutConfirmedReservation: await count(client, `
      SELECT count(*) AS n FROM orders.orders o LEFT JOIN catalog.reservations r ON r.id = o.reservation_id
       WHERE o.store_id = $1 AND r.state IS DISTINCT FROM 'confirmed'`, [storeId]),
    confirmedWithoutOrder: await count(client, `
      SELECT count(*) AS n FROM catalog.reservations r
       WHERE r.store_id = $1 AND r.state = 'confirmed' AND NOT EXISTS (SELECT 1 FROM orders.orders o WHERE o.reservation_id = r.id)`, [storeId]),
    coinCharges: await count(client, 'SELECT count(*) AS n FROM orders.coin_ledger c JOIN orders.orders o ON o.id = c.order_id WHERE o.store_id = $1', [storeId]),
  };
}

/**
 * Waits until the last requests the load abandoned have finished and every reservation of the
 * store is settled (confirmed by its order, or released), or `timeoutMs` passed.
 */
export async function settleCheckout(client: Client, { storeId, initialStock, timeoutMs = 30_000 }: { storeId: string; initialStock: number; timeoutMs?: number }): Promise<CheckoutAudit> {
  const deadline = Date.now() + timeoutMs;
  let audit = await auditCheckout(client, { storeId, initialStock });
  while (Date.now() < deadline) {
    await sleep(500);
    const next = await auditCheckout(client, { storeId, initialStock });
    const still = next.orders === audit.orders && next.stockTaken === audit.stockTaken;
    audit = next;
    if (still && audit.pendingReservations === 0) break;
  }
  return audit;
}

/** The checks that say nothing was lost, doubled or oversold; each with whether it holds. */
export function consistencyChecks(a: CheckoutAudit): [check: string, holds: boolean][] {
  return [
    ['orders written = confirmed reservations', a.orders === a.confirmedReservations],
    ['units ordered = units confirmed = stock taken', a.orderedUnits === a.confirmedUnits && a.confirmedUnits === a.stockTaken],
    ['every order has its own confirmed reservation', a.ordersWithoutConfirmedReservation === 0 && a.confirmedWithoutOrder === 0],
    ['no reservation left pending', a.pendingReservations === 0],
    ['no stock negative', a.negativeStock === 0],
    ['each order charged to the seller exactly once', a.coinCharges === a.orders],
  ];
}

/**
 * What the database's busy connections were doing, sampled every 100 ms until `signal` aborts:
 * shares of samples per wait (Lock:advisory is the seller's coin lock, Lock:transactionid a row
 * lock, IO:WALSync a commit's disk sync, CPU when not waiting at all).
 */
export async function sampleWaits(client: Client, signal: AbortSignal): Promise<[wait: string, share: number][]> {
  const counts = new Map<string, number>();
  let samples = 0;
  while (!signal.aborted) {
    const { rows } = await client.query<{ wait: string; n: string }>(`
      SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait, count(*) AS n FROM pg_stat_activity
       WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid() GROUP BY 1`);
    for (const row of rows) counts.set(row.wait, (counts.get(row.wait) ?? 0) + Number(row.n));
    samples += rows.reduce((sum, row) => sum + Number(row.n), 0);
    await sleep(100);
  }
  return [...counts].toSorted((a, b) => b[1] - a[1]).slice(0, 6).map(([wait, n]) => [wait, Math.round((n / Math.max(samples, 1)) * 100)]);
}
