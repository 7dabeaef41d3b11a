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

export type Shares = [what: string, share: number][];

/**
 * What the database's busy connections were doing, sampled every 100 ms until `signal` aborts:
 * shares of samples per wait (Lock:transactionid is a row lock, IO:WALSync a commit's disk sync,
 * CPU when not waiting at all), and which statements the lock waits were in (the start of their
 * text, as shares of the lock-waiting samples), so a queue on one row names itself.
 */
export async function sampleWaits(client: Client, signal: AbortSignal): Promise<{ waits: Shares; lockedStatements: Shares }> {
  const waits = new Map<string, number>();
  const locked = new Map<string, number>();
  while (!signal.aborted) {
    const { rows } = await client.query<{ wait: string; statement: string | null }>(`
      SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait,
             CASE WHEN wait_event_type = 'Lock' THEN query END AS statement
        FROM pg_stat_activity
       WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`);
    for (const { wait, statement } of rows) {
      waits.set(wait, (waits.get(wait) ?? 0) + 1);
      if (statement === null) continue;
      const start = statementStart(statement);
      locked.set(start, (locked.get(start) ?? 0) + 1);
    }
    await sleep(100);
  }
  return { waits: topShares(waits, 6), lockedStatements: topShares(locked, 3) };
}

/** A statement's first words (without the prepared-statement marker), enough to tell the checkout's statements apart. */
const statementStart = (text: string) => text.replace('/* prepared */', '').trim().replace(/\s+/g, ' ').slice(0, 72);

function topShares(counts: Map<string, number>, top: number): Shares {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return [...counts].toSorted((a, b) => b[1] - a[1]).slice(0, top).map(([what, n]) => [what, Math.round((n / Math.max(total, 1)) * 100)]);
}
