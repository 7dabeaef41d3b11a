import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dropTestWorld, newTestPrefix, testDatabaseUrl } from '@haat/server-kit/testing';
import { startStack, waitUntilReady } from '../scripts/stack.ts';
import { api, autocannon as runAutocannon, printResults, root, startChild, type Result } from './common/stack-helpers.ts';

/**
 * `npm run bench`: autocannon, from its own process, against the machine's bare limits and the
 * gateway's hot paths. Prints requests/s, p50/p99 and the ratio to the bare figures.
 */
const DURATION = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 50;
const PORTS = { bare: 9101, proxy: 9102, gateway: 9180, gatewayToBare: 9181, services: 9200 };

const autocannon = (name: string, url: string, headers: Record<string, string> = {}) =>
  runAutocannon(name, url, { connections: CONNECTIONS, duration: DURATION, headers });

/** A seller with a store of exactly 50 products: the listing the target speaks of. */
async function seedListing(base: string): Promise<{ storeId: string; buyerToken: string }> {
  const seller = await api<{ token: string }>(base, 'POST', '/api/auth/register', { name: 'Bench Seller', email: 'bench-seller@example.in', password: 'bench1234', role: 'seller' });
  const store = await api<{ data: { id: string } }>(base, 'POST', '/api/stores', { name: 'Bench Store', city: 'Pune' }, seller.token);
  for (let i = 1; i <= 50; i++) {
    await api(base, 'POST', '/api/products', { storeId: store.data.id, name: `Bench product ${i}`, price: 100 + i, discountPrice: 90 + i, quantity: 100, category: i % 2 ? 'Staples' : 'Snacks' }, seller.token);
  }
  const buyer = await api<{ token: string }>(base, 'POST', '/api/auth/login', { email: 'buyer@demo.haat.in', password: 'demo1234' });
  return { storeId: store.data.id, buyerToken: buyer.token };
}

/**
 * A second gateway whose every service is the bare server: the gateway's own cost per call (route
 * table, token, session check, rate limit, proxy hop), apart from what a real service costs.
 */
async function startGatewayToBare(prefix: string) {
  const bareUrl = `http://127.0.0.1:${PORTS.bare}`;
  const upstreams = Object.fromEntries(['IDENTITY', 'CATALOG', 'ORDER', 'CHAT', 'NOTIFICATION', 'MODERATION'].map((s) => [`${s}_URL`, bareUrl]));
  const child = spawn(process.execPath, [path.join(root, 'gateway/src/main.ts')], {
    env: { ...process.env, ...upstreams, PORT: String(PORTS.gatewayToBare), HAAT_PREFIX: prefix, LOG_LEVEL: 'warn', RATE_LIMIT_POINTS: '100000000' },
    stdio: 'ignore',
  });
  await waitUntilReady(`http://127.0.0.1:${PORTS.gatewayToBare}`);
  return child;
}

const bare = await startChild('common/bare-server.ts', { PORT: String(PORTS.bare) });
const proxy = await startChild('common/bare-proxy.ts', { PORT: String(PORTS.proxy), TARGET_PORT: String(PORTS.bare) });
const prefix = newTestPrefix('bench');
const stack = await startStack({
  port: PORTS.gateway,
  servicePortBase: PORTS.services,
  env: { HAAT_PREFIX: prefix, DATABASE_URL: testDatabaseUrl(prefix), HAAT_DEMO_DATA: 'on', LOG_LEVEL: 'warn', RATE_LIMIT_POINTS: '100000000', RATE_LIMIT_AUTH_POINTS: '1000' },
});
const results: Result[] = [];
let gatewayToBare: ReturnType<typeof spawn> | undefined;
try {
  await waitUntilReady(stack.url);
  gatewayToBare = await startGatewayToBare(prefix);
  const { storeId, buyerToken } = await seedListing(stack.url);
  const auth = { authorization: `Bearer ${buyerToken}` };
  results.push(await autocannon('bare node:http', `http://127.0.0.1:${PORTS.bare}/`));
  results.push(await autocannon('bare keep-alive proxy', `http://127.0.0.1:${PORTS.proxy}/`));
  results.push(await autocannon('gateway GET /api/ping', `${stack.url}/api/ping`));
  results.push(await autocannon('gateway → bare server (auth) GET /api/notifications/unread-count', `http://127.0.0.1:${PORTS.gatewayToBare}/api/notifications/unread-count`, auth));
  results.push(await autocannon('gateway → notification (auth) GET /api/notifications/unread-count', `${stack.url}/api/notifications/unread-count`, auth));
  results.push(await autocannon('gateway → catalog GET /api/stores/{id}/products (50)', `${stack.url}/api/stores/${storeId}/products?page=1&limit=50`));
} finally {
  gatewayToBare?.kill();
  await stack.stop();
  bare.kill();
  proxy.kill();
  await dropTestWorld(prefix);
}

const [bareServer, bareProxy] = results;
printResults(results, { connections: CONNECTIONS, duration: DURATION, bare: bareServer, proxy: bareProxy });
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
process.exit(0);
