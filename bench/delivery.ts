import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Socket } from 'socket.io-client';
import { dropTestWorld } from '@haat/server-kit/testing';
import { waitUntilReady } from '../scripts/stack.ts';
import { api, autocannon, root, startBenchStack, type Result } from './stack-helpers.ts';
import { openSocket } from './chat-load.ts';
import { seedDeliveryBench, type DeliverySeed } from './delivery-seed.ts';

/**
 * `npm run bench:delivery` (issue 13, "Speed"): with 1,000 riders and 200,000 delivered orders in
 * the database, a rider's dashboard data (metrics, open deliveries) and lists at 50 connections
 * through the gateway (p99 ≤ 20 ms for the dashboard); then a status change's trip from the
 * rider's request to the buyer's socket (`deliveryUpdate`, p99 ≤ 200 ms), over fresh orders the
 * seller assigns and the rider takes through Picked Up, Out for Delivery and Delivered, ten at a time.
 * BENCH_SECONDS (default 10) per endpoint; BENCH_PARTNERS / BENCH_DELIVERED shrink the world.
 */
const DURATION = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 50;
const PARTNERS = Number(process.env['BENCH_PARTNERS'] ?? 1000);
const DELIVERED = Number(process.env['BENCH_DELIVERED'] ?? 200_000);
const LIVE_ORDERS = Number(process.env['BENCH_LIVE_ORDERS'] ?? 100);
const IN_FLIGHT = 10;
const PORTS = { gateway: 8307, services: 5320 };

type Row = Result & { targetP99?: number; note?: string };

function endpoints(seed: DeliverySeed) {
  return [
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
async function deliverTimed(base: string, client: Client, socket: Socket, seed: DeliverySeed, orderId: string, latencies: number[]): Promise<void> {
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
  const { rows: [row] } = await client.query<{ delivery_code: string }>('SELECT delivery_code FROM orders.order_deliveries WHERE order_id = $1', [orderId]);
  await timed('Delivered', move({ status: 'Delivered', deliveryCode: row!.delivery_code, codAmountCollected: 270 }));
}

async function measureLive(base: string, client: Client, seed: DeliverySeed) {
  const socket = await openSocket(base, seed.buyerToken);
  const orders = await freshOrders(client, seed, LIVE_ORDERS);
  const latencies: number[] = [];
  const started = performance.now();
  try {
    for (let i = 0; i < orders.length; i += IN_FLIGHT) {
      await Promise.all(orders.slice(i, i + IN_FLIGHT).map((id) => deliverTimed(base, client, socket, seed, id, latencies)));
    }
  } finally {
    socket.close();
  }
  const sorted = latencies.toSorted((a, b) => a - b);
  return { changes: latencies.length, seconds: round((performance.now() - started) / 1000), p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
}

const { prefix, databaseUrl, stack } = await startBenchStack('benchdel', { gateway: PORTS.gateway, services: PORTS.services });
const client = new Client({ connectionString: databaseUrl });
const rows: Row[] = [];
let seed: DeliverySeed | undefined;
let live: Awaited<ReturnType<typeof measureLive>> | undefined;
try {
  await waitUntilReady(stack.url);
  await client.connect();
  console.log(`seeding: ${PARTNERS} riders, ${DELIVERED} delivered orders…`);
  seed = await seedDeliveryBench(stack.url, client, { run: prefix, partners: PARTNERS, delivered: DELIVERED });
  console.log(`seeded in ${seed.seconds}s; the bench rider has ${seed.riderDelivered} delivered orders`);
  const auth = { authorization: `Bearer ${seed.riderToken}` };
  rows.push(await autocannon('gateway GET /api/ping (reference)', `${stack.url}/api/ping`, { connections: CONNECTIONS, duration: DURATION }));
  for (const endpoint of endpoints(seed)) {
    const probe = await fetch(stack.url + endpoint.path, { headers: auth });
    const body = (await probe.json().catch(() => ({}))) as { data?: unknown };
    if (probe.status !== 200) {
      rows.push({ name: endpoint.name, rps: 0, p50: 0, p99: 0, errors: 0, non2xx: 0, note: `skipped: answers ${probe.status}` });
      continue;
    }
    const result = await autocannon(endpoint.name, stack.url + endpoint.path, { connections: CONNECTIONS, duration: DURATION, headers: auth });
    rows.push({ ...result, targetP99: endpoint.targetP99, note: Array.isArray(body.data) ? `${body.data.length} orders` : undefined });
  }
  console.log(`live: ${LIVE_ORDERS} orders assigned and delivered, ${IN_FLIGHT} at a time…`);
  live = await measureLive(stack.url, client, seed);
} finally {
  await client.end().catch(() => {});
  await stack.stop();
  await dropTestWorld(prefix);
}

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION}s each, through the gateway with the rider's token, on ${process.platform} with ${cpus().length} cores`);
console.log(`world: ${PARTNERS} riders, ${DELIVERED} delivered orders (${seed?.riderDelivered} of them the bench rider's)\n`);
console.log('what'.padEnd(58), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), ' target', ' pass', ' errors');
for (const r of rows) {
  const pass = r.targetP99 === undefined ? '' : r.rps === 0 ? 'n/a' : r.p99 <= r.targetP99 ? 'yes' : 'NO';
  console.log(r.name.padEnd(58), String(r.rps).padStart(7), String(r.p50).padStart(7), String(r.p99).padStart(7), (r.targetP99 ? `≤${r.targetP99}` : '').padStart(7), pass.padStart(5), String(r.errors + r.non2xx).padStart(7));
  if (r.note) console.log(`  ↳ ${r.note}`);
}
if (live) {
  console.log(`\nstatus change → buyer's socket: ${live.changes} changes in ${live.seconds}s, p50 ${live.p50} ms, p99 ${live.p99} ms (target ≤200: ${live.p99 <= 200 ? 'yes' : 'NO'}), max ${live.max} ms`);
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/delivery-latest.json'), JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, duration: DURATION, partners: PARTNERS, delivered: DELIVERED, results: rows, live }, null, 2));
process.exit(0);
