import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { dropTestWorld } from '@haat/server-kit/testing';
import { waitUntilReady } from '../scripts/stack.ts';
import { root, runLoadScript, startBenchStack } from './stack-helpers.ts';
import type { CheckoutLoadPlan } from './checkout-load.ts';
import { seedCheckout } from './checkout-seed.ts';
import type { CheckoutAudit } from '@haat/order/testing';
import { consistencyChecks, sampleWaits, settleCheckout } from './checkout-audit.ts';

/**
 * `npm run bench:checkout`: placing orders through the gateway, the whole stack as processes.
 * Seeds a Pune store with 100 products and 50 buyers, then 50 connections (one buyer each) place
 * orders of 1 unit of a random product, each with its own Idempotency-Key, for BENCH_SECONDS
 * (default 15). Prints orders/s and p50/p99, then checks the database: orders written = confirmed
 * reservations = stock taken, nothing pending, nothing negative. Exits 1 if a check fails.
 */
const DURATION = Number(process.env['BENCH_SECONDS'] ?? 15);
const CONNECTIONS = 50;
const PRODUCTS = 100;
const BUYERS = 50;
const INITIAL_STOCK = 1_000_000; // never runs out: the run measures placing, not refusing
const PORTS = { gateway: 9170, services: 9400 };

type LoadResult = {
  duration: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number; average: number; max: number };
  requests: { average: number; sent: number };
};

const runLoad = (plan: CheckoutLoadPlan) => runLoadScript<LoadResult>('checkout-load.ts', plan);

function printReport(load: LoadResult, audit: CheckoutAudit, checks: [string, boolean][], waits: [string, number][]): void {
  const statuses = Object.entries(load.statusCodeStats).map(([status, { count }]) => `${status}: ${count}`).join(', ');
  const created = load.statusCodeStats['201']?.count ?? 0;
  const rows: [string, string | number][] = [
    ['orders placed (201)', created],
    ['orders/s', Math.round((created / load.duration) * 10) / 10],
    ['requests/s (all answers)', load.requests.average],
    ['latency p50 / p99 / max ms', `${load.latency.p50} / ${load.latency.p99} / ${load.latency.max}`],
    ['answers by status', statuses || '-'],
    ['errors / timeouts', `${load.errors} / ${load.timeouts}`],
    ['orders written', audit.orders],
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
  for (const [wait, share] of waits) console.log(`  ${wait.padEnd(36)} ${String(share).padStart(13)}%`);
  console.log('\nconsistency');
  for (const [check, holds] of checks) console.log(`  ${holds ? 'ok  ' : 'FAIL'} ${check}`);
  if (created !== audit.orders) {
    console.log(`\n  (${audit.orders - created} orders were written for requests still in flight when the load stopped: their answers were not counted)`);
  }
}

const { prefix, databaseUrl, stack } = await startBenchStack('benchco', { gateway: PORTS.gateway, services: PORTS.services });
const client = new Client({ connectionString: databaseUrl });
let passed = false;
try {
  await waitUntilReady(stack.url);
  console.log('seeding: 1 store, 100 products, 50 buyers…');
  const seed = await seedCheckout(stack.url, { databaseUrl, run: prefix, products: PRODUCTS, buyers: BUYERS, initialStock: INITIAL_STOCK, coins: 1_000_000 });
  console.log(`placing orders for ${DURATION}s…`);
  await client.connect();
  const loadDone = new AbortController();
  const waits = sampleWaits(client, loadDone.signal);
  const load = await runLoad({ url: stack.url, connections: CONNECTIONS, duration: DURATION, storeId: seed.storeId, productIds: seed.productIds, buyerTokens: seed.buyerTokens })
    .finally(() => loadDone.abort());
  const audit = await settleCheckout(client, { storeId: seed.storeId, initialStock: seed.initialStock });
  const checks = consistencyChecks(audit);
  printReport(load, audit, checks, await waits);
  passed = checks.every(([, holds]) => holds);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/checkout-latest.json'), JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, duration: DURATION, load, audit, checks, waits: await waits }, null, 2));
} finally {
  await client.end().catch(() => {});
  await stack.stop();
  await dropTestWorld(prefix);
}
process.exit(passed ? 0 : 1);
