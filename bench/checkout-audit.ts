import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'pg';
import { auditCheckout, type CheckoutAudit } from '@haat/order/testing';

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
