import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { Redis } from 'ioredis';
import { dropTestWorld } from '@haat/server-kit/testing';
import { waitUntilReady } from '../../scripts/stack.ts';
import { autocannon, root, startChild, type Result, startBenchStack } from '../common/stack-helpers.ts';
import { seedSellerBench, type SellerSeed } from './seller-seed.ts';
import { sellerStatements } from './seller-queries.ts';
import { explainStatement, type StatementReport } from '../common/statement-plans.ts';
import { cpuPerRequest, cpuSpent, processesOn, sampleCpu, type CpuPerRequest } from '../common/process-cpu.ts';
import { services } from '@haat/contracts';

/**
 * `npm run bench:seller`: the seller's screens at scale (issue 11, "Speed"). One store with 10,000
 * products and 100,000 orders over two years, seeded straight into Postgres; then, at 50
 * connections through the gateway with the seller's token, the dashboard's data (≤ 20 ms p99), the
 * order list (page 1, a deep page, a status filter, a customer search) and the product list
 * (≤ 25 ms p99), next to bare node:http in the same run. Then each endpoint's statements alone in
 * Postgres (mean, p99, EXPLAIN ANALYZE) to tell the database's share from the rest.
 * BENCH_SECONDS (default 10) per endpoint; BENCH_ORDERS / BENCH_PRODUCTS shrink the store for a quick try.
 */
const DURATION = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 50;
const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 100_000);
const PRODUCTS = Number(process.env['BENCH_PRODUCTS'] ?? 10_000);
const PORTS = { bare: 8117, gateway: 8107, services: 5120 };

type Endpoint = { name: string; path: string; targetP99: number; /** what the reply must show for the figure to mean what it says */ check?: (reply: Reply) => string | undefined };
type Reply = { status: number; totalCount?: number; count?: number };
type Row = Result & { targetP99?: number; note?: string; cpu?: CpuPerRequest };

async function probe(base: string, p: string, token: string): Promise<Reply> {
  const res = await fetch(base + p, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json().catch(() => ({}))) as { totalCount?: number; data?: unknown };
  return { status: res.status, totalCount: body.totalCount, count: Array.isArray(body.data) ? body.data.length : undefined };
}

/** The seller screens' calls: the order list's filters must really filter, or the figure is of the unfiltered list. */
function endpoints(seed: SellerSeed, all: Reply, inventory: boolean): Endpoint[] {
  const orders = `/api/orders/store/${seed.storeId}`;
  const deepPage = Math.max(1, Math.floor((all.totalCount ?? 0) / 20 / 2));
  const filtered = (what: string) => (reply: Reply) => (reply.totalCount === undefined || reply.totalCount === all.totalCount ? `${what} not applied by the service (same totalCount as unfiltered)` : undefined);
  const products = inventory
    ? [
      { name: 'GET /api/stores/:id/inventory?limit=20', path: `/api/stores/${seed.storeId}/inventory?limit=20`, targetP99: 25 },
      { name: 'GET /api/stores/:id/inventory?stock=low&limit=5 (dashboard)', path: `/api/stores/${seed.storeId}/inventory?stock=low&limit=5`, targetP99: 20 },
      { name: `GET /api/stores/:id/inventory?search=atta&limit=20`, path: `/api/stores/${seed.storeId}/inventory?search=atta&limit=20`, targetP99: 25 },
    ]
    : [{ name: 'GET /api/stores/:id/products?limit=20 (no inventory yet)', path: `/api/stores/${seed.storeId}/products?page=1&limit=20`, targetP99: 25 }];
  return [
    { name: 'GET /api/orders/store/:id/dashboard-stats', path: `${orders}/dashboard-stats`, targetP99: 20 },
    { name: 'GET /api/coins/balance (dashboard)', path: '/api/coins/balance', targetP99: 20 },
    { name: 'GET /api/orders/store/:id (page 1)', path: orders, targetP99: 25 },
    { name: `GET /api/orders/store/:id?page=${deepPage} (deep)`, path: `${orders}?page=${deepPage}`, targetP99: 25 },
    { name: 'GET /api/orders/store/:id?status=Delivered', path: `${orders}?status=Delivered`, targetP99: 25, check: filtered('status') },
    { name: 'GET /api/orders/store/:id?status=Processing', path: `${orders}?status=Processing`, targetP99: 25, check: filtered('status') },
    { name: `GET /api/orders/store/:id?search=<name>`, path: `${orders}?search=${encodeURIComponent(seed.customerName)}`, targetP99: 25, check: filtered('search') },
    { name: `GET /api/orders/store/:id?search=<phone>`, path: `${orders}?search=${seed.customerPhone}`, targetP99: 25, check: filtered('search') },
    ...products,
  ];
}

/** Caches a service keeps in Redis for this world (listings): the seed wrote under them. */
async function clearCaches(prefix: string): Promise<number> {
  const redis = new Redis('redis://127.0.0.1:6379');
  let cursor = '0';
  let dropped = 0;
  try {
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:catalog:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) dropped += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
  return dropped;
}

/** CPU ms per request by process: what each request costs whatever else the machine is doing. */
function printCpu(rows: Row[]): void {
  const names = [...new Set(rows.flatMap((r) => Object.keys(r.cpu ?? {})))].filter((n) => n !== 'total' && rows.some((r) => (r.cpu?.[n] ?? 0) >= 0.05));
  console.log('\nCPU ms per request, by process (from /proc, less the idle stack; 2 cores give at most 2000/total req/s):');
  console.log(`idle stack, CPU ms per second: ${Object.entries(idle).filter(([, ms]) => ms >= 0.5).map(([n, ms]) => `${n} ${Math.round(ms)}`).join(', ') || 'none'}\n`);
  console.log('what'.padEnd(62), ...names.map((n) => n.padStart(9)), 'total'.padStart(7), 'max req/s'.padStart(10));
  for (const r of rows.filter((row) => row.cpu)) {
    console.log(r.name.padEnd(62), ...names.map((n) => String(r.cpu![n] ?? 0).padStart(9)), String(r.cpu!['total']).padStart(7), String(Math.round(2000 / Math.max(0.01, r.cpu!['total'] ?? 0))).padStart(10));
  }
}

function printTable(rows: Row[]): void {
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION}s each, through the gateway with the seller's token, on ${process.platform} with ${cpus().length} cores`);
  console.log(`store: ${PRODUCTS} products, ${ORDERS} orders\n`);
  console.log('what'.padEnd(62), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), ' target', ' pass', ' errors');
  for (const r of rows) {
    const pass = r.targetP99 === undefined ? '' : r.rps === 0 ? 'n/a' : r.p99 <= r.targetP99 ? 'yes' : 'NO';
    const target = r.targetP99 === undefined ? '' : `≤${r.targetP99}`;
    console.log(r.name.padEnd(62), String(r.rps).padStart(7), String(r.p50).padStart(7), String(r.p99).padStart(7), target.padStart(7), pass.padStart(5), String(r.errors + r.non2xx).padStart(7));
    if (r.note) console.log(`  ↳ ${r.note}`);
  }
}

const bare = await startChild('common/bare-server.ts', { PORT: String(PORTS.bare) });
const { prefix, databaseUrl, stack } = await startBenchStack('benchsel', { gateway: PORTS.gateway, services: PORTS.services });
const client = new Client({ connectionString: databaseUrl });
const rows: Row[] = [];
const database: { endpoint: string; statements: StatementReport[]; error?: string }[] = [];
let seed: SellerSeed | undefined;
let idle: CpuPerRequest = {};
try {
  await waitUntilReady(stack.url);
  await client.connect();
  console.log(`seeding: 1 store, ${PRODUCTS} products, ${ORDERS} orders…`);
  seed = await seedSellerBench(stack.url, client, { run: prefix, products: PRODUCTS, orders: ORDERS });
  const dropped = await clearCaches(prefix);
  console.log(`seeded ${seed.productCount} products, ${seed.orderCount} orders with ${seed.itemCount} lines in ${seed.seconds}s (dropped ${dropped} cached keys)`);

  const all = await probe(stack.url, `/api/orders/store/${seed.storeId}`, seed.sellerToken);
  const inventory = (await probe(stack.url, `/api/stores/${seed.storeId}/inventory?limit=20`, seed.sellerToken)).status === 200;
  const list = endpoints(seed, all, inventory);
  const auth = { authorization: `Bearer ${seed.sellerToken}` };

  const processes = processesOn({ gateway: PORTS.gateway, ...Object.fromEntries(services.map((name, i) => [name, PORTS.services + i + 1])) }, client);
  // What the stack spends with no requests (pollers, heartbeats), taken off each run's figures.
  const idleStart = await sampleCpu(processes);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idlePerSecond = Object.fromEntries(Object.entries(cpuSpent(idleStart, await sampleCpu(processes))).map(([name, ms]) => [name, ms / 5]));
  idle = idlePerSecond;
  /** One autocannon run with the CPU each process spent per request during it. */
  const measured = async (name: string, url: string, headers: Record<string, string> = {}): Promise<Row> => {
    const before = await sampleCpu(processes);
    const started = performance.now();
    const result = await autocannon(name, url, { connections: CONNECTIONS, duration: DURATION, headers });
    const seconds = (performance.now() - started) / 1000;
    return { ...result, cpu: cpuPerRequest(before, await sampleCpu(processes), result.rps * DURATION, { idlePerSecond, seconds }) };
  };
  rows.push(await autocannon('bare node:http', `http://127.0.0.1:${PORTS.bare}/`, { connections: CONNECTIONS, duration: DURATION }));
  // The floor of the stack's path: the gateway alone, then the gateway, a session check and a service's cached read.
  rows.push(await measured('gateway GET /api/ping (reference)', `${stack.url}/api/ping`));
  rows.push(await measured('gateway → notification unread-count (reference)', `${stack.url}/api/notifications/unread-count`, auth));
  for (const endpoint of list) {
    const reply = await probe(stack.url, endpoint.path, seed.sellerToken);
    if (reply.status !== 200) {
      rows.push({ name: endpoint.name, rps: 0, p50: 0, p99: 0, errors: 0, non2xx: 0, note: `skipped: answers ${reply.status}` });
      continue;
    }
    const result = await measured(endpoint.name, stack.url + endpoint.path, auth);
    const shows = reply.count === undefined ? undefined : `${reply.count} rows of ${reply.totalCount ?? '?'}`;
    rows.push({ ...result, targetP99: endpoint.targetP99, note: [shows, endpoint.check?.(reply)].filter(Boolean).join('; ') });
  }
  rows.push(await autocannon('bare node:http (again, after the runs)', `http://127.0.0.1:${PORTS.bare}/`, { connections: CONNECTIONS, duration: DURATION }));

  for (const { endpoint, schema, capture } of sellerStatements(seed, { databaseUrl, deepOffset: Math.max(0, Math.floor((all.totalCount ?? 0) / 2 / 20) - 1) * 20 })) {
    try {
      const statements = await capture();
      const reports: StatementReport[] = [];
      for (const statement of statements) reports.push(await explainStatement(client, schema, statement));
      database.push({ endpoint, statements: reports });
    } catch (err) {
      database.push({ endpoint, statements: [], error: String(err) });
    }
  }
} finally {
  await client.end().catch(() => {});
  await stack.stop();
  bare.kill();
  await dropTestWorld(prefix);
}

for (const { endpoint, statements, error } of database) {
  console.log(`\n══ ${endpoint}${error ? ` — could not capture: ${error}` : ''}`);
  for (const s of statements) console.log(`── mean ${s.mean} ms, p99 ${s.p99} ms (one connection, alone): ${s.text.slice(0, 160)}${s.text.length > 160 ? '…' : ''}\n${s.plan}`);
}
console.log('\nDatabase only (one connection, each statement alone), ms:');
for (const { endpoint, statements } of database) {
  console.log(`  ${endpoint.padEnd(44)} ${statements.map((s) => `${s.mean}/${s.p99}`).join(' + ') || '-'}   (mean/p99 per statement)`);
}
printCpu(rows);
printTable(rows);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/seller-latest.json'), JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, duration: DURATION, seed: seed && { ...seed, sellerToken: undefined }, results: rows, idleCpuPerSecond: idle, database }, null, 2));
process.exit(0);
