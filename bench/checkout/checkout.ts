import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { dropTestWorld } from '@haat/server-kit/testing';
import { waitUntilReady } from '../../scripts/stack.ts';
import { root, runLoadScript, startBenchStack } from '../common/stack-helpers.ts';
import type { CheckoutLoadPlan } from './checkout-load.ts';
import { seedCheckout } from './checkout-seed.ts';
import type { CheckoutAudit } from '@haat/order/testing';
import { consistencyChecks, sampleWaits, settleCheckout, type Shares } from './checkout-audit.ts';
import { pgbenchSimpleUpdate, type PgbenchResult } from './checkout-pgbench.ts';
import { cpuMsPerOrder, cpuTicks } from './checkout-cpu.ts';
import { commitCounters, perOrder, type CommitCounters } from './checkout-commits.ts';

/**
 * `npm run bench:checkout`: placing orders through the gateway, the whole stack as processes.
 * Seeds a Pune store with 100 products and 50 buyers, then 50 connections (one buyer each) place
 * orders of 1 unit of a random product, each with its own Idempotency-Key, for BENCH_SECONDS
 * (default 15). Prints orders/s and p50/p99, then checks the database: orders written = confirmed
 * reservations = stock taken, nothing pending, nothing negative. Exits 1 if a check fails.
 * In the same run, on the same Postgres: pgbench's simple-update transactions per second (the
 * yardstick, BENCH_PGBENCH_CLIENTS clients, default 10: the stack's pools hold ~60 of Postgres'
 * 100 connections), the CPU milliseconds one order costs in each process, and the commits and
 * WAL flushes one order costs (Postgres' own counters; WAL is counted for the whole server).
 * With BENCH_CPU_PROFILE_DIR=<dir>, each process of the stack also writes a V8 CPU profile there;
 * `npx node bench/common/cpu-profiles.ts <dir>` says what the CPU went on.
 */
const DURATION = Number(process.env['BENCH_SECONDS'] ?? 15);
const CONNECTIONS = 50;
const PRODUCTS = 100;
const BUYERS = 50;
const INITIAL_STOCK = 1_000_000; // never runs out: the run measures placing, not refusing
const PORTS = { gateway: 9170, services: 9400 };
const PGBENCH_CLIENTS = Number(process.env['BENCH_PGBENCH_CLIENTS'] ?? 10);
/** BENCH_CPU_PROFILE_DIR: the stack's processes write V8 CPU profiles there (summed by bench/common/cpu-profiles.ts). */
const CPU_PROFILE_DIR = process.env['BENCH_CPU_PROFILE_DIR'];
const profileEnv = (): Record<string, string> =>
  CPU_PROFILE_DIR ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}` } : {};
/** Postgres backends report their counters when idle, within about 10 s. */
const STATS_SETTLE_MS = 11_000;

type LoadResult = {
  duration: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number; average: number; max: number };
  requests: { average: number; sent: number };
};

const runLoad = (plan: CheckoutLoadPlan) => runLoadScript<LoadResult>('checkout/checkout-load.ts', plan);

type CpuRow = [group: string, msPerOrder: number, totalMs: number];

function printReport(load: LoadResult, audit: CheckoutAudit, checks: [string, boolean][], waits: { waits: Shares; lockedStatements: Shares }, pgbench: PgbenchResult, cpu: CpuRow[], commits: CommitCounters): void {
  const statuses = Object.entries(load.statusCodeStats).map(([status, { count }]) => `${status}: ${count}`).join(', ');
  const created = load.statusCodeStats['201']?.count ?? 0;
  const rows: [string, string | number][] = [
    ['orders placed (201)', created],
    ['orders/s', Math.round((created / load.duration) * 10) / 10],
    [`pgbench -N tps (${pgbench.clients} clients, ${pgbench.seconds}s)`, Math.round(pgbench.tps)],
    ['orders/s ÷ pgbench tps', (created / load.duration / pgbench.tps).toFixed(3)],
    ['requests/s (all answers)', load.requests.average],
    ['latency p50 / p99 / max ms', `${load.latency.p50} / ${load.latency.p99} / ${load.latency.max}`],
    ['answers by status', statuses || '-'],
    ['errors / timeouts', `${load.errors} / ${load.timeouts}`],
    ['orders written', audit.orders],
    ['commits per order (this database)', commits.xactCommit],
    ['writing transactions per order (server)', commits.xids],
    ['WAL flushes / records per order', `${commits.walSync} / ${commits.walRecords}`],
    ['confirmed reservations', audit.confirmedReservations],
    ['stock taken (Σ initial − final)', audit.stockTaken],
    ['units ordered / units confirmed', `${audit.orderedUnits} / ${audit.confirmedUnits}`],
    ['reservations pending / released', `${audit.pendingReservations} / ${audit.releasedReservations}`],
    ['products with negative stock', audit.negativeStock],
    ['coin charges for these orders', audit.coinCharges],
  ];
  console.log(`\ncheckout: ${CONNECTIONS} connections (one buyer each), ${DURATION}s, ${PRODUCTS} products, on ${process.platform} with ${cpus().length} cores\n`);
  for (const [what, value] of rows) console.log(`  ${what.padEnd(36)} ${String(value).padStart(14)}`);
  console.log('\nPostgres connections during the load (share of busy samples)');
  for (const [wait, share] of waits.waits) console.log(`  ${wait.padEnd(36)} ${String(share).padStart(13)}%`);
  if (waits.lockedStatements.length > 0) console.log('  waiting for a lock in (share of lock waits):');
  for (const [statement, share] of waits.lockedStatements) console.log(`    ${String(share).padStart(3)}%  ${statement}`);
  console.log(`\nCPU per order (ms; utime + stime from /proc over the load and its settling, ÷ ${audit.orders} orders written)`);
  for (const [group, msPerOrder, total] of cpu) console.log(`  ${group.padEnd(36)} ${msPerOrder.toFixed(2).padStart(14)}   (${total} ms in all)`);
  console.log('\nconsistency');
  for (const [check, holds] of checks) console.log(`  ${holds ? 'ok  ' : 'FAIL'} ${check}`);
  if (created !== audit.orders) {
    console.log(`\n  (${audit.orders - created} orders were written for requests still in flight when the load stopped: their answers were not counted)`);
  }
}

/** The pids of the Postgres backends serving this run's database (the stack's pools, this client). */
async function backendsOf(db: Client): Promise<Set<number>> {
  const { rows } = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  return new Set(rows.map((row) => row.pid));
}

const { prefix, databaseUrl, stack } = await startBenchStack('benchco', { gateway: PORTS.gateway, services: PORTS.services, env: profileEnv() });
const client = new Client({ connectionString: databaseUrl });
let passed = false;
try {
  await waitUntilReady(stack.url);
  console.log('seeding: 1 store, 100 products, 50 buyers…');
  const seed = await seedCheckout(stack.url, { databaseUrl, run: prefix, products: PRODUCTS, buyers: BUYERS, initialStock: INITIAL_STOCK, coins: 1_000_000 });
  console.log(`placing orders for ${DURATION}s…`);
  await client.connect();
  console.log(`pgbench -N, ${PGBENCH_CLIENTS} clients, ${DURATION}s, in a scratch database of the same Postgres…`);
  const pgbench = await pgbenchSimpleUpdate(databaseUrl, { clients: PGBENCH_CLIENTS, seconds: DURATION });
  const ownBackends = await backendsOf(client);
  const countersBefore = await commitCounters(client, { settleMs: STATS_SETTLE_MS });
  const cpuBefore = cpuTicks();
  const loadDone = new AbortController();
  const waits = sampleWaits(client, loadDone.signal);
  const load = await runLoad({ url: stack.url, connections: CONNECTIONS, duration: DURATION, storeId: seed.storeId, productIds: seed.productIds, buyerTokens: seed.buyerTokens })
    .finally(() => loadDone.abort());
  const audit = await settleCheckout(client, { storeId: seed.storeId, initialStock: seed.initialStock });
  const cpuAfter = cpuTicks();
  for (const pid of await backendsOf(client)) ownBackends.add(pid);
  const commits = perOrder(countersBefore, await commitCounters(client, { settleMs: STATS_SETTLE_MS }), audit.orders);
  const cpu = cpuMsPerOrder(cpuBefore, cpuAfter, { orders: audit.orders, ownBackends });
  const checks = consistencyChecks(audit);
  printReport(load, audit, checks, await waits, pgbench, cpu, commits);
  passed = checks.every(([, holds]) => holds);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/checkout-latest.json'), JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, duration: DURATION, load, audit, checks, waits: await waits, pgbench, cpuMsPerOrder: cpu, perOrder: commits }, null, 2));
} finally {
  await client.end().catch(() => {});
  await stack.stop();
  await dropTestWorld(prefix);
}
process.exit(passed ? 0 : 1);
