import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'pg';
import type { Kysely } from 'kysely';
import { createDb } from '@haat/server-kit';
import {
  createTestEnvironment, killServiceProcesses, startServiceProcess,
  type ServiceProcess, type TestEnvironment,
} from '@haat/server-kit/testing';
import { grantCoins } from '../../src/coins/index.ts';
import {
  addProduct, auditCheckout, caller, consistent, eventually, openDatabase, openStore, settleCheckout, startCheckoutLoad, type Caller,
} from './fault-world.ts';

/** The catalog's shortest allowed reservation life, so a checkout cut short gives its stock back within the test. */
const TTL_SECONDS = 10;
const INITIAL_STOCK = 500;

/**
 * Checkouts keep coming while a process they go through is killed outright (SIGKILL: no graceful
 * shutdown, requests cut mid-way). Afterwards the books must balance: every order holds exactly its
 * own confirmed reservation and stock, every checkout that failed left no order and its stock came
 * back (or is held by a reservation without an order until it expires).
 */
describe('checkout while the catalog or the gateway is killed', () => {
  let env: TestEnvironment;
  let db: Client;
  let orders: Kysely<any>;
  let catalogEnv: Record<string, string | undefined>;
  let catalog: ServiceProcess;
  let order: ServiceProcess;

  beforeAll(async () => {
    env = await createTestEnvironment();
    catalogEnv = { ...env.env, RESERVATION_TTL_SECONDS: String(TTL_SECONDS) };
    catalog = await startServiceProcess('services/catalog/src/main.ts', catalogEnv);
    order = await startServiceProcess('services/order/src/main.ts', env.env);
    db = await openDatabase(env.config.DATABASE_URL);
    orders = createDb({ url: env.config.DATABASE_URL, schema: 'orders' });
  });
  afterAll(async () => {
    await killServiceProcesses();
    await db?.end();
    await orders?.destroy();
    await env?.cleanup();
  });

  /** A store of three products and six buyers; the seller has coins for every order past the free ones. */
  async function newShop(name: string) {
    const seller = await caller('seller');
    const store = await openStore(catalog.url, seller, name);
    const productIds: string[] = [];
    for (const product of ['Toor Dal 1 kg', 'Sugar 1 kg', 'Tea 250 g']) {
      productIds.push((await addProduct(catalog.url, seller, { storeId: store.id, name: product, price: 100, discountPrice: null, quantity: INITIAL_STOCK })).id);
    }
    await grantCoins(orders, { sellerId: seller.id, coins: 1000, note: 'checkout crash test' });
    const buyers: Caller[] = await Promise.all(Array.from({ length: 6 }, () => caller('buyer')));
    return { storeId: store.id, productIds, buyers };
  }

  const ordersInDatabase = async (ids: string[]) =>
    (await db.query('SELECT count(*)::int AS n FROM orders.orders WHERE id = ANY($1::uuid[])', [ids])).rows[0].n as number;

  it('the catalog is SIGKILLed with checkouts in flight: each completed fully or left no order, and no stock is lost', async () => {
    const shop = await newShop('Killed Catalog Kirana');
    const load = startCheckoutLoad(order.url, shop);
    try {
      await eventually(async () => load.placed.length >= 10, 20_000, 'ten orders placed');
      await catalog.kill('SIGKILL');
      await sleep(6000); // checkouts meanwhile wait for the catalog's answer, then are refused
      expect(load.refused).toBeGreaterThan(0);
      catalog = await startServiceProcess('services/catalog/src/main.ts', catalogEnv);
      const placedBeforeRestart = load.placed.length;
      await eventually(async () => load.placed.length >= placedBeforeRestart + 5, 20_000, 'orders placed after the restart');
    } finally {
      await load.stop();
    }
    expect(order.alive()).toBe(true);
    expect(await ordersInDatabase(load.placed)).toBe(load.placed.length);

    const audit = await settleCheckout(db, { storeId: shop.storeId, initialStock: INITIAL_STOCK }, (TTL_SECONDS + 30) * 1000);
    expect(audit).toEqual(consistent(audit));
    expect(audit.orders).toBeGreaterThanOrEqual(load.placed.length);
  }, 120_000);

  it('the gateway is SIGKILLed and restarted while orders go through it: each completed fully or left no order, and no stock is lost', async () => {
    const shop = await newShop('Killed Gateway Kirana');
    const gatewayEnv = { ...env.env, CATALOG_URL: catalog.url, ORDER_URL: order.url };
    let gateway = await startServiceProcess('gateway/src/main.ts', gatewayEnv);
    const load = startCheckoutLoad(gateway.url, shop);
    try {
      await eventually(async () => load.placed.length >= 10, 20_000, 'ten orders placed through the gateway');
      await gateway.kill('SIGKILL');
      await sleep(1000);
      expect(load.unanswered).toBeGreaterThan(0); // requests cut mid-way, then refused connections
      gateway = await startServiceProcess('gateway/src/main.ts', gatewayEnv, { port: gateway.port });
      const placedBeforeRestart = load.placed.length;
      await eventually(async () => load.placed.length >= placedBeforeRestart + 10, 20_000, 'orders placed through the restarted gateway');
    } finally {
      await load.stop();
    }
    expect({ gateway: gateway.alive(), catalog: catalog.alive(), order: order.alive() }).toEqual({ gateway: true, catalog: true, order: true });
    expect(await ordersInDatabase(load.placed)).toBe(load.placed.length);

    const audit = await settleCheckout(db, { storeId: shop.storeId, initialStock: INITIAL_STOCK }, (TTL_SECONDS + 30) * 1000);
    expect(audit).toEqual(consistent(audit));
    // Only the order service could cut a checkout short here, and it was never killed: nothing is left pending.
    expect(audit.pendingReservations).toBe(0);
    expect(await auditCheckout(db, { storeId: shop.storeId, initialStock: INITIAL_STOCK })).toEqual(audit);
  }, 120_000);
});
