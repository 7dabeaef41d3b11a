import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import type { Product, Store } from '@haat/contracts';
import { addProduct, caller, eventually, openStore, request, type Caller } from '@haat/server-kit/testing';
import { startCatalogBehindGateway, type CatalogBehindGateway, type CatalogWorld } from './support/catalog-behind-gateway.ts';

describe('the gateway keeps public catalog answers and drops them when the catalog writes', () => {
  let running: CatalogBehindGateway;
  let world: CatalogWorld;
  let base: string;
  let seller: Caller;
  let store: Store;
  let product: Product;

  beforeAll(async () => {
    running = await startCatalogBehindGateway();
    ({ world, base } = running);
    seller = await caller('seller');
    store = await openStore(world.app, seller, { businessHours: '' });
    product = await addProduct(world.app, seller, { storeId: store._id, name: 'Basmati Rice 1kg', price: 120, quantity: 7, category: 'Grocery' });
    await eventually(async () => expect((await fetch(`${base}/api/stores/${store._id}/products?page=2`)).headers.get('age')).not.toBeNull());
  });
  afterAll(async () => {
    await running.close();
  });

  const listing = () => `${base}/api/stores/${store._id}/products?page=1&limit=50`;
  // node:http, not fetch: fetch would decode the body and hide what travelled.
  const rawListing = () => new Promise<{ kept: boolean; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    get(listing(), { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => resolve({ kept: reply.headers['age'] !== undefined, encoding: reply.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
  const stockIn = async (res: Response) => ((await res.json()) as { data: Product[] }).data.find((p) => p._id === product._id)?.quantity;

  it('answers a repeat from memory, for visitors and signed-in buyers alike, without the internal tag header', async () => {
    const first = await fetch(listing());
    expect(first.status).toBe(200);
    expect(first.headers.get('age')).toBeNull(); // from the catalog
    expect(first.headers.get('x-haat-cache-tags')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    const firstBody = await first.text();

    const again = await fetch(listing());
    expect(again.headers.get('age')).not.toBeNull(); // kept
    expect(again.headers.get('x-haat-cache-tags')).toBeNull();
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await again.text()).toBe(firstBody);

    const buyer = await caller('buyer');
    const signedIn = await fetch(listing(), { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(signedIn.headers.get('age')).not.toBeNull();
    expect(await signedIn.text()).toBe(firstBody);
  });

  it('shows a stock change at once: the write invalidates the kept listing over NATS', async () => {
    expect(await stockIn(await fetch(listing()))).toBe(7);
    const res = await world.app.request(`/api/products/${product._id}/inventory`, request('PATCH', { quantity: 3 }, seller));
    expect(res.status).toBe(200);
    await eventually(async () => expect(await stockIn(await fetch(listing()))).toBe(3));
  });

  it('drops the kept store lists when a store card changes', async () => {
    const list = `${base}/api/stores?city=Pune`;
    await fetch(list);
    expect((await fetch(list)).headers.get('age')).not.toBeNull();
    const res = await world.app.request(`/api/stores/${store._id}`, request('PUT', { name: 'Renamed Kirana' }, seller));
    expect(res.status).toBe(200);
    await eventually(async () => {
      const stores = ((await (await fetch(list)).json()) as { data: Store[] }).data;
      expect(stores.find((s) => s._id === store._id)?.name).toBe('Renamed Kirana');
    });
  });

  it('sends kept answers compressed to clients that accept it', async () => {
    // Bodies under 1 KB go as they are: a few more products make the listing worth compressing.
    for (let i = 1; i <= 8; i += 1) await addProduct(world.app, seller, { storeId: store._id, name: `Toor Dal ${i} kg`, price: 150 + i, quantity: 5, category: 'Grocery' });
    await eventually(async () => expect(((await (await fetch(listing())).json()) as { totalCount: number }).totalCount).toBe(9));
    // Until an answer is kept: the last product's invalidation can reach the gateway after a fresh
    // answer was kept, and drop it (one more miss, which goes as the catalog sent it).
    await eventually(async () => {
      const { kept, encoding, body } = await rawListing();
      expect(kept).toBe(true);
      expect(encoding).toBe('br');
      expect(JSON.parse(brotliDecompressSync(body).toString())).toMatchObject({ success: true, totalCount: 9 });
    });
  });

  it('never keeps what differs per caller: the owner\'s own store list', async () => {
    const mine = `${base}/api/stores?owner=me`;
    const first = await fetch(mine, { headers: { authorization: `Bearer ${seller.token}` } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBeNull();
    const other = await caller('seller');
    const theirs = await fetch(mine, { headers: { authorization: `Bearer ${other.token}` } });
    expect(theirs.headers.get('age')).toBeNull();
    expect(((await theirs.json()) as { data: Store[] }).data).toEqual([]);
  });
});
