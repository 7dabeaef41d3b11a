import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App, ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, eventually, type TestEnvironment } from '@haat/server-kit/testing';
import type { Product } from '@haat/contracts';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';
import { addProduct, caller, markStoreVerified, openStore, request } from './helpers.ts';

async function searchIds(app: App): Promise<string[]> {
  const res = await app.request('/api/products/search?q=kokum&city=Ratnagiri', request('GET'));
  return ((await res.json()) as { data: Product[] }).data.map((p) => p.id);
}

/**
 * Two catalog instances behind one balancer, on one database: a store taken off the marketplace
 * through one leaves the searches of the other at once, not after its few seconds of memory (which
 * would also let a gateway keep the stale answer again after it dropped its own copy).
 */
describe('catalog: two instances share what a takedown invalidates', () => {
  let env: TestEnvironment;
  let first: App;
  let second: App;
  let one: ServiceDeps;
  beforeAll(async () => {
    env = await createTestEnvironment();
    let two: ServiceDeps;
    [one, two] = await Promise.all([env.connect('catalog-1', SCHEMA, migrations), env.connect('catalog-2', SCHEMA, migrations)]);
    [first, second] = await Promise.all([buildCatalogService(one), buildCatalogService(two)]);
  });
  afterAll(() => env.cleanup());

  it('a store deactivated through one instance leaves the other instance\'s search within a second', async () => {
    const [owner, admin] = await Promise.all([caller('seller'), caller('superadmin')]);
    const store = await openStore(first, owner, { name: 'Konkan Kokum House', city: 'Ratnagiri', businessHours: '' });
    await markStoreVerified(one.db, store.id);
    const product = await addProduct(first, owner, { storeId: store.id, name: 'Kokum Syrup 750ml', price: 180, quantity: 8, category: 'Grocery' });

    // The second instance keeps the search in its memory.
    await eventually(async () => (await searchIds(second)).includes(product.id), 5000, { what: 'the product in the second instance\'s search' });
    expect(await searchIds(second)).toContain(product.id);

    const res = await first.request(`/api/stores/${store.id}/status`, request('PATCH', { isActive: false }, admin));
    expect(res.status).toBe(200);
    await eventually(async () => !(await searchIds(second)).includes(product.id), 1000, { what: 'the product gone from the second instance\'s search' });
  });
});
