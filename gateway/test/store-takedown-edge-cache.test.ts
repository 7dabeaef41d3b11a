import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createLogger, loadConfig } from '@haat/server-kit';
import type { Product, Store } from '@haat/contracts';
import { addProduct, caller, openStore, request, startCatalog, type Caller, type CatalogWorld } from '../../services/catalog/test/helpers.ts';
import { gatewayConfigSchema } from '../src/config.ts';
import { startGateway, type RunningGateway } from '../src/gateway.ts';

const CLOSED_PORT_URL = 'http://127.0.0.1:9';

/**
 * Polls until `check` passes: invalidations travel over NATS, so they land a moment after the write.
 * Well under the 5 s the gateway keeps a search: passing means the takedown dropped it.
 */
async function eventually(check: () => Promise<void>, ms = 2_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await sleep(25);
    }
  }
}

const as = (who?: Caller) => (who ? { headers: { authorization: `Bearer ${who.token}` } } : {});
const ids = async (res: Response) => ((await res.json()) as { data: Product[] }).data.map((p) => p._id);
/** Asks twice, so the second answer is the kept one. */
const kept = async (url: string) => {
  await fetch(url);
  const again = await fetch(url);
  expect(again.headers.get('age')).not.toBeNull();
  return again;
};

describe('the gateway drops its kept answers of a store the moment it is taken down, and of its return', () => {
  let world: CatalogWorld;
  let catalogServer: ReturnType<typeof serve>;
  let gateway: RunningGateway;
  let base: string;
  let owner: Caller;
  let admin: Caller;
  let store: Store;
  let product: Product;

  beforeAll(async () => {
    world = await startCatalog();
    catalogServer = await new Promise((resolve) => {
      const server = serve({ fetch: world.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
    });
    const config = loadConfig(gatewayConfigSchema, {
      ...world.env.env, PORT: '0', HOST: '127.0.0.1', CATALOG_URL: `http://127.0.0.1:${(catalogServer.address() as AddressInfo).port}`,
      IDENTITY_URL: CLOSED_PORT_URL, ORDER_URL: CLOSED_PORT_URL, CHAT_URL: CLOSED_PORT_URL, NOTIFICATION_URL: CLOSED_PORT_URL, MODERATION_URL: CLOSED_PORT_URL,
      RATE_LIMIT_POINTS: '100000',
    });
    gateway = await startGateway(config, createLogger({ name: 'gateway', level: 'silent' }));
    base = `http://127.0.0.1:${gateway.port}`;
    [owner, admin] = await Promise.all([caller('seller'), caller('superadmin')]);
    store = await openStore(world.app, owner, { name: 'Kept Kirana', city: 'Satara', businessHours: '' });
    product = await addProduct(world.app, owner, { storeId: store._id, name: 'Kokum Syrup 750ml', price: 180, quantity: 4, category: 'Beverages' });
    // The edge cache goes live once the gateway hears invalidations.
    await eventually(async () => expect((await fetch(`${base}/api/stores/${store._id}/products?page=9`)).headers.get('age')).not.toBeNull());
  });
  afterAll(async () => {
    await gateway.close();
    catalogServer.close();
    await world.env.cleanup();
  });

  const urls = () => ({
    listing: `${base}/api/stores/${store._id}/products?page=1&limit=50`,
    product: `${base}/api/products/${product._id}`,
    search: `${base}/api/products/search?q=kokum&city=Satara`,
    newest: `${base}/api/products?sort=newest&city=Satara`,
  });
  const setActive = async (isActive: boolean) => {
    const res = await world.app.request(`/api/stores/${store._id}/status`, request('PATCH', { isActive }, admin));
    expect(res.status).toBe(200);
  };

  it('a taken-down store\'s listing, product, search hit and ranking leave the kept answers at once; its owner and superadmins still see it', async () => {
    const { listing: list, product: page, search, newest } = urls();
    expect(await ids(await kept(list))).toEqual([product._id]);
    expect(await ids(await kept(search))).toEqual([product._id]);
    expect(await ids(await kept(newest))).toEqual([product._id]);
    expect((await fetch(page)).status).toBe(200);

    await setActive(false);
    await eventually(async () => {
      expect((await fetch(list)).status).toBe(404);
      expect(await ids(await fetch(search))).toEqual([]);
      expect(await ids(await fetch(newest))).toEqual([]);
    });
    expect((await fetch(page)).status).toBe(404);
    expect((await fetch(page, as(await caller('buyer')))).status).toBe(404);

    for (const who of [owner, admin]) {
      const mine = await fetch(list, as(who));
      expect(mine.status).toBe(200);
      expect(await ids(mine)).toEqual([product._id]);
      expect((await fetch(page, as(who))).status).toBe(200);
    }
    // What the owner saw was not kept for everyone else.
    const guest = await fetch(list);
    expect(guest.status).toBe(404);
    expect(guest.headers.get('age')).toBeNull();
  });

  it('put back: the store\'s products are in the listing, the product page and the searches again at once', async () => {
    const { listing: list, product: page, search, newest } = urls();
    // The gone answers are what the gateway may keep now (empty search and ranking).
    expect(await ids(await kept(search))).toEqual([]);
    expect(await ids(await kept(newest))).toEqual([]);

    await setActive(true);
    await eventually(async () => {
      expect(await ids(await fetch(list))).toEqual([product._id]);
      expect(await ids(await fetch(search))).toEqual([product._id]);
      expect(await ids(await fetch(newest))).toEqual([product._id]);
    });
    expect((await fetch(page)).status).toBe(200);
  });
});
