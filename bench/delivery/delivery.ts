import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Socket } from 'socket.io-client';
import { dropTestWorld } from '@haat/server-kit/testing';
import { waitUntilReady } from '../../scripts/stack.ts';
import { services } from '@haat/contracts';
import { api, autocannon, root, startBenchStack, type Result } from '../common/stack-helpers.ts';
import { openSocket } from '../common/open-socket.ts';
import { seedDeliveryBench, type DeliverySeed } from './delivery-seed.ts';
import { cpuPerRequest, processesOn, sampleCpu, type CpuPerRequest, type Processes } from '../common/process-cpu.ts';
import { captureStatements, explainStatement, type StatementReport } from '../common/statement-plans.ts';

/**
 * `npm run bench:delivery` (issue 13, "Speed"): with 1,000 riders and 200,000 delivered orders in
 * the database, a rider's dashboard data (metrics, open deliveries) and lists at 50 connections
 * through the gateway (p99 ≤ 20 ms for the dashboard), with the CPU each request costs per process
 * and each dashboard statement alone in Postgres; then a status change's trip from the rider's
 * request to the buyer's socket (`deliveryUpdate`, p99 ≤ 200 ms), over fresh orders the seller
 * assigns and the rider takes through Picked Up, Out for Delivery and Delivered: one at a time,
 * then ten at a time.
 * BENCH_SECONDS (default 10) per endpoint; BENCH_PARTNERS / BENCH_DELIVERED shrink the world.
 */
const DURATION = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 50;
const PARTNERS = Number(process.env['BENCH_PARTNERS'] ?? 1000);
const DELIVERED = Number(process.env['BENCH_DELIVERED'] ?? 200_000);
const LIVE_ORDERS = Number(process.env['BENCH_LIVE_ORDERS'] ?? 100);
const PORTS = { gateway: 8307, services: 5320 };

type Row = Result & { targetP99?: number; note?: string; cpu?: CpuPerRequest };

function endpoints(seed: DeliverySeed) {
  return [
    { name: 'gateway → notification unread-count (reference)', path: '/api/notifications/unread-count' },
    { name: 'GET /api/delivery/metrics (dashboard)', path: '/api/delivery/metrics', targetP99: 20 },
    { name: 'GET /api/delivery/orders?status=active (dashboard)', path: '/api/delivery/orders?status=active', targetP99: 20 },
    { name: 'GET /api/delivery/orders (history, page 1)', path: '/api/delivery/orders' },
    { name: 'GET /api/delivery/orders?status=completed&page=5', path: '/api/delivery/orders?status=completed&page=5' },
    { name: 'GET /api/delivery/orders/:id', path: `/api/delivery/orders/${seed.openOrderId}` },
  ];
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0);
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Waits for the buyer's socket to hear `deliveryUpdate` for this order and status. */
function heard(socket: Socket, orderId: string, status: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('deliveryUpdate', listener);
      reject(new Error(`no deliveryUpdate ${status} for ${orderId} within 10 s`));
    }, 10_000);
    const listener = (push: { orderId?: string; status?: string }) => {
      if (push.orderId !== orderId || push.status !== status) return;
      clearTimeout(timer);
      socket.off('deliveryUpdate', listener);
      resolve(performance.now());
    };
    socket.on('deliveryUpdate', listener);
  });
}

/** Fresh confirmed orders of the buyer at the real store, for the live run (written as checkout would leave them). */
async function freshOrders(client: Client, seed: DeliverySeed, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(`
    WITH o AS (
      INSERT INTO orders.orders (id, user_id, store_id, store_owner_id, store_snapshot, status, payment_method, shipping_fee_paise, items_price_paise, total_price_paise,
                                 shipping_address, return_request, reservation_id)
      SELECT gen_random_uuid(), $1, $2, (SELECT store_owner_id FROM orders.store_delivery_partners WHERE id = $3),
             jsonb_build_object('name', 'Bench Delivery Mart', 'image', '', 'address', 'FC Road, Pune', 'city', 'Pune',
               'deliveryOptions', jsonb_build_object('estimatedLocalDeliveryTime', '30-45 minutes', 'localDeliveryFeePaise', 2000, 'freeShippingThresholdPaise', 50000)),
             'Confirmed', 'Cash on Delivery', 2000, 25000, 27000,
             jsonb_build_object('name', 'Bench Buyer', 'address', g || ', Baner Road, Pune', 'city', 'Pune', 'postalCode', '411045', 'phone', '9800000099', 'email', 'buyer@example.in'),
             '{"isRequested": false, "status": null, "reason": null, "requestDate": null, "sellerResponse": null, "responseDate": null}'::jsonb,
             gen_random_uuid()
        FROM generate_series(1, $4::int) g RETURNING id
    ), i AS (
      INSERT INTO orders.order_items (id, order_id, line_no, product_id, name, unit_price_paise, quantity)
      SELECT gen_random_uuid(), id, 1, gen_random_uuid(), 'Bench item', 25000, 1 FROM o
    )
    SELECT id FROM o`, [seed.buyerId, seed.storeId, seed.membershipId, count]);
  return rows.map((r) => r.id);
}

/** One order's delivery from assignment to Delivered, each change timed from the request to the buyer's socket. */
async function deliverTimed(base: string, socket: Socket, seed: DeliverySeed, orderId: string, latencies: number[]): Promise<void> {
  const timed = async (status: string, send: () => Promise<unknown>) => {
    const arrival = heard(socket, orderId, status);
    const started = performance.now();
    await send();
    latencies.push((await arrival) - started);
  };
  await timed('Assigned', () => api(base, 'PUT', `/api/orders/${orderId}/assign-delivery`, { deliveryPartnerId: seed.membershipId }, seed.sellerToken));
  const move = (body: Record<string, unknown>) => () => api(base, 'PUT', `/api/delivery/orders/${orderId}/status`, body, seed.riderToken);
  await timed('Picked Up', move({ status: 'Picked Up' }));
  await timed('Out for Delivery', move({ status: 'Out for Delivery' }));
  // The code as the buyer's order page shows it.
  const { data } = await api<{ data: { delivery: { deliveryCode: string } } }>(base, 'GET', `/api/orders/${orderId}`, undefined, seed.buyerToken);
  await timed('Delivered', move({ status: 'Delivered', deliveryCode: data.delivery.deliveryCode, codAmountCollected: 270 }));
}

async function measureLive(base: string, client: Client, seed: DeliverySeed, { orders: count, inFlight }: { orders: number; inFlight: number }) {
  const socket = await openSocket(base, seed.buyerToken);
  const orders = await freshOrders(client, seed, count);
  const latencies: number[] = [];
  const started = performance.now();
  try {
    for (let i = 0; i < orders.length; i += inFlight) {
      await Promise.all(orders.slice(i, i + inFlight).map((id) => deliverTimed(base, socket, seed, id, latencies)));
    }
  } finally {
    socket.close();
  }
  const sorted = latencies.toSorted((a, b) => a - b);
  return { inFlight, changes: latencies.length, seconds: round((performance.now() - started) / 1000), p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
}

/** One autocannon run with the CPU each process of the stack spent per request during it. */
async function measured(processes: Processes, name: string, url: string, headers: Record<string, string>): Promise<Row> {
  const before = await sampleCpu(processes);
  const result = await autocannon(name, url, { connections: CONNECTIONS, duration: DURATION, headers });
  return { ...result, cpu: cpuPerRequest(before, await sampleCpu(processes), result.rps * DURATION) };
}

type OrderReads = Record<'deliveryMetricsOf' | 'pageOfDeliveries', (...args: unknown[]) => Promise<unknown>>;

/** The dashboard's statements, as the order service's own read functions send them, each timed alone and explained. */
async function dashboardStatements(client: Client, databaseUrl: string, seed: DeliverySeed): Promise<{ endpoint: string; statements: StatementReport[] }[]> {
  const reads = (await import('@haat/order')) as unknown as OrderReads;
  const report = async (endpoint: string, task: (db: unknown) => Promise<unknown>) => {
    const statements: StatementReport[] = [];
    for (const statement of await captureStatements(databaseUrl, 'orders', task)) statements.push(await explainStatement(client, 'orders', statement));
    return { endpoint, statements };
  };
  return [
    await report('metrics', (db) => reads.deliveryMetricsOf(db, seed.riderId)),
    await report('open deliveries (page of deliveries)', (db) => reads.pageOfDeliveries(db, seed.riderId, { status: 'active' }, { limit: 20, offset: 0 })),
    await report('history page 1 (page of deliveries)', (db) => reads.pageOfDeliveries(db, seed.riderId, {}, { limit: 20, offset: 0 })),
  ];
}

const { prefix, databaseUrl, stack } = await startBenchStack('benchdel', { gateway: PORTS.gateway, services: PORTS.services });
const client = new Client({ connectionString: databaseUrl });
const rows: Row[] = [];
let seed: DeliverySeed | undefined;
const live: Awaited<ReturnType<typeof measureLive>>[] = [];
let database: Awaited<ReturnType<typeof dashboardStatements>> = [];
try {
  await waitUntilReady(stack.url);
  await client.connect();
  console.log(`seeding: ${PARTNERS} riders, ${DELIVERED} delivered orders…`);
  seed = await seedDeliveryBench(stack.url, client, { run: prefix, partners: PARTNERS, delivered: DELIVERED });
  console.log(`seeded in ${seed.seconds}s; the bench rider has ${seed.riderDelivered} delivered orders`);
  const auth = { authorization: `Bearer ${seed.riderToken}` };
  const processes = processesOn({ gateway: PORTS.gateway, ...Object.fromEntries(services.map((name, i) => [name, PORTS.services + i + 1])) }, client);
  rows.push(await measured(processes, 'gateway GET /api/ping (reference)', `${stack.url}/api/ping`, {}));
  for (const endpoint of endpoints(seed)) {
    const probe = await fetch(stack.url + endpoint.path, { headers: auth });
    const body = (await probe.json().catch(() => ({}))) as { data?: unknown };
    if (probe.status !== 200) {
      rows.push({ name: endpoint.name, rps: 0, p50: 0, p99: 0, errors: 0, non2xx: 0, note: `skipped: answers ${probe.status}` });
      continue;
    }
    const result = await measured(processes, endpoint.name, stack.url + endpoint.path, auth);
    rows.push({ ...result, targetP99: endpoint.targetP99, note: Array.isArray(body.data) ? `${body.data.length} orders` : undefined });
  }
  database = await dashboardStatements(client, databaseUrl, seed);
  await client.query('SET search_path = orders, public');
  for (const inFlight of [1, 10]) {
    const orders = inFlight === 1 ? Math.max(1, Math.round(LIVE_ORDERS / 4)) : LIVE_ORDERS;
    console.log(`live: ${orders} orders assigned and delivered, ${inFlight} at a time…`);
    live.push(await measureLive(stack.url, client, seed, { orders, inFlight }));
  }
} finally {
  await client.end().catch(() => {});
  await stack.stop();
  await dropTestWorld(prefix);
}

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION}s each, through the gateway with the rider's token, on ${process.platform} with ${cpus().length} cores`);
console.log(`world: ${PARTNERS} riders, ${DELIVERED} delivered orders (${seed?.riderDelivered} of them the bench rider's)\n`);
for (const { endpoint, statements } of database) {
  console.log(`\n══ ${endpoint}: ${statements.map((st) => `${st.mean}/${st.p99} ms`).join(' + ')} (mean/p99 per statement, one connection, alone)`);
  for (const st of statements) console.log(`── ${st.text.slice(0, 140)}${st.text.length > 140 ? '…' : ''}\n${st.plan}`);
}
console.log('\nCPU ms per request (gateway, order, postgres, all processes); 2 cores give at most 2000/all req/s');
console.log('what'.padEnd(58), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), ' target', ' pass', ' errors', '  gw', ' order', '  pg', '  all');
for (const r of rows) {
  const pass = r.targetP99 === undefined ? '' : r.rps === 0 ? 'n/a' : r.p99 <= r.targetP99 ? 'yes' : 'NO';
  const cpu = ['gateway', 'order', 'postgres', 'total'].map((name) => String(r.cpu?.[name] ?? '-').padStart(5));
  console.log(r.name.padEnd(58), String(r.rps).padStart(7), String(r.p50).padStart(7), String(r.p99).padStart(7), (r.targetP99 ? `≤${r.targetP99}` : '').padStart(7), pass.padStart(5), String(r.errors + r.non2xx).padStart(7), ...cpu);
  if (r.note) console.log(`  ↳ ${r.note}`);
}
for (const run of live) {
  console.log(`\nstatus change → buyer's socket, ${run.inFlight} at a time: ${run.changes} changes in ${run.seconds}s, p50 ${run.p50} ms, p99 ${run.p99} ms (target ≤200: ${run.p99 <= 200 ? 'yes' : 'NO'}), max ${run.max} ms`);
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/delivery-latest.json'), JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, duration: DURATION, partners: PARTNERS, delivered: DELIVERED, results: rows, live, database }, null, 2));
process.exit(0);
