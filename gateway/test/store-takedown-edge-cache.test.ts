import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Store } from '@haat/contracts';
import { addProduct, caller, eventually, openStore, request, type Caller } from '@haat/server-kit/testing';
import { startCatalogBehindGateway, type CatalogBehindGateway, type CatalogWorld } from './support/catalog-behind-gateway.ts';

/** Well under the 5 s the gateway keeps a search: passing means the takedown dropped it. */
const soon = (check: () => Promise<void>) => eventually(check, 2_000);

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
  let running: CatalogBehindGateway;
  let world: CatalogWorld;
  let base: string;
  let owner: Caller;
  let admin: Caller;
  let store: Store;
  let product: Product;

  beforeAll(async () => {
    running = await startCatalogBehindGateway();
    ({ world, base } = running);
    [owner, admin] = await Promise.all([caller('seller'), caller('superadmin')]);
    store = await openStore(world.app, owner, { name: 'Kept Kirana', city: 'Satara', businessHours: '' });
    product = await addProduct(world.app, owner, { storeId: store._id, name: 'Kokum Syrup 750ml', price: 180, quantity: 4, category: 'Beverages' });
    // The edge cache goes live once the gateway hears invalidations.
    await soon(async () => expect((await fetch(`${base}/api/stores/${store._id}/products?page=9`)).headers.get('age')).not.toBeNull());
  });
  afterAll(async () => {
    await running.close();
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
    await soon(async () => {
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
    await soon(async () => {
      expect(await ids(await fetch(list))).toEqual([product._id]);
      expect(await ids(await fetch(search))).toEqual([product._id]);
      expect(await ids(await fetch(newest))).toEqual([product._id]);
    });
    expect((await fetch(page)).status).toBe(200);
  });
});
