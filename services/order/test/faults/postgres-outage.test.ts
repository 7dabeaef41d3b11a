import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'pg';
import type { Store } from '@haat/contracts';
import {
  createTestEnvironment, killServiceProcesses, startServiceProcess, startThrowawayPostgres,
  type ServiceProcess, type TestEnvironment, type ThrowawayServer,
} from '@haat/server-kit/testing';
import { addProduct, call, caller, eventually, openDatabase, openStore, orderBody, orderOf, placeOrder, type Caller } from './fault-world.ts';

/**
 * Catalog, order and notification as real processes on a Postgres of the test's own, which is
 * stopped (fast shutdown: every connection ended, as in a restart or failover) and started again.
 */
describe('catalog, order and notification while Postgres restarts', () => {
  let env: TestEnvironment;
  let postgres: ThrowawayServer;
  let databaseUrl: string;
  let catalog: ServiceProcess;
  let order: ServiceProcess;
  let notification: ServiceProcess;
  let seller: Caller;
  let buyer: Caller;
  let store: Store;
  let productId: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    postgres = await startThrowawayPostgres();
    databaseUrl = `${postgres.url}/haat_${env.prefix}`;
    const processEnv = { ...env.env, DATABASE_URL: databaseUrl };
    catalog = await startServiceProcess('services/catalog/src/main.ts', processEnv);
    [order, notification] = await Promise.all([
      startServiceProcess('services/order/src/main.ts', processEnv),
      startServiceProcess('services/notification/src/main.ts', processEnv),
    ]);
    [seller, buyer] = await Promise.all([caller('seller'), caller('buyer')]);
    store = await openStore(catalog.url, seller, 'Restart Kirana');
    productId = (await addProduct(catalog.url, seller, { storeId: store.id, name: 'Toor Dal 1 kg', price: 150, discountPrice: null, quantity: 50 })).id;
  });
  afterAll(async () => {
    await killServiceProcesses();
    await postgres?.destroy();
    await env?.cleanup();
  });

  /** One call per service that needs Postgres to answer. */
  const calls = () => ({
    'catalog: add a product': () => call(`${catalog.url}/api/products`, 'POST', seller, { storeId: store.id, name: 'Jaggery 1 kg', price: 90, discountPrice: null, quantity: 5 }),
    'order: my orders': () => call(`${order.url}/api/orders/myorders`, 'GET', buyer),
    'order: checkout': () => placeOrder(order.url, buyer, orderBody(store.id, [{ productId, quantity: 1 }])),
    'notification: my notifications': () => call(`${notification.url}/api/notifications`, 'GET', seller),
  });
  const processes = () => ({ catalog: catalog.alive(), order: order.alive(), notification: notification.alive() });
  const allAlive = { catalog: true, order: true, notification: true };

  it('no process exits; every call answers 503 with Retry-After while Postgres is down; all serve again once it is back', async () => {
    const placed = await placeOrder(order.url, buyer, orderBody(store.id, [{ productId, quantity: 2 }]));
    expect(placed.status).toBe(201);

    await postgres.stop();
    // A few seconds away: idle pool connections are ended under the services (the event that used to
    // end them), and the outbox relay, event consumers and job workers run into the outage.
    await sleep(3000);
    expect(processes()).toEqual(allAlive);
    for (const [name, send] of Object.entries(calls())) {
      const res = await send();
      expect({ name, status: res.status, retryAfter: res.headers.get('Retry-After') }).toEqual({ name, status: 503, retryAfter: '5' });
    }
    await sleep(1000);
    expect(processes()).toEqual(allAlive);

    await postgres.start();
    // Nobody restarts the services: their pools open fresh connections on the next calls.
    for (const [name, send] of Object.entries(calls())) {
      await eventually(async () => (await send()).status < 300, 15_000, `${name} answering again`);
    }
    expect(processes()).toEqual(allAlive);
  }, 90_000);

  it('after the restart, a new order flows through the outbox, the catalog\'s confirmation and the seller\'s notification', async () => {
    const res = await placeOrder(order.url, buyer, orderBody(store.id, [{ productId, quantity: 3 }]));
    expect(res.status).toBe(201);
    const placed = await orderOf(res);
    const db: Client = await openDatabase(databaseUrl);
    try {
      await eventually(async () => (await db.query(
        `SELECT 1 FROM catalog.reservations r JOIN orders.orders o ON o.reservation_id = r.id WHERE o.id = $1 AND r.state = 'confirmed'`, [placed.id])).rowCount === 1,
      15_000, 'the reservation confirmed');
      await eventually(async () => (await db.query(
        `SELECT 1 FROM notification.notifications WHERE user_id = $1 AND type = 'new_order' AND data->>'orderId' = $2`, [seller.id, placed.id])).rowCount === 1,
      15_000, 'the seller told of the order');
      // The order placed before the outage was told too (its event published before or after it).
      expect((await db.query(`SELECT count(*)::int AS n FROM notification.notifications WHERE user_id = $1 AND type = 'new_order'`, [seller.id])).rows[0].n).toBeGreaterThanOrEqual(2);
    } finally {
      await db.end();
    }
  }, 60_000);
});
