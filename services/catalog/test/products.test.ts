import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageInfo, Product, Store } from '@haat/contracts';
import { addProduct, caller, openStore, request, startCatalog, type Caller, type CatalogWorld } from './helpers.ts';

type ProductPage = { success: boolean; data: Product[] } & PageInfo;

describe('catalog: products', () => {
  let world: CatalogWorld;
  let seller: Caller;
  let store: Store;
  beforeAll(async () => {
    world = await startCatalog();
    seller = await caller('seller');
    store = await openStore(world.app, seller, { name: 'Products Test Store' });
  });
  afterAll(() => world.env.cleanup());

  const page = async (query: string, storeId = store.id) => {
    const res = await world.app.request(`/api/stores/${storeId}/products${query}`);
    return { status: res.status, body: (await res.json()) as ProductPage };
  };

  it('the store owner adds a product: 201 with the Product shape, rupees, variants in order', async () => {
    const product = await addProduct(world.app, seller, {
      storeId: store.id, name: 'Toor Dal', category: 'Pulses', price: 170.5, discountPrice: 155.25, quantity: 20,
      variantType: 'Pack', variants: [{ name: '1 kg', price: 170.5, quantity: 5 }, { name: '500 g', price: 90, discountPrice: 85, quantity: 0 }],
    });
    expect(product).toMatchObject({
      _id: product.id, storeId: store.id, name: 'Toor Dal', category: 'Pulses', description: '', image: '', additionalImages: [],
      price: 170.5, discountPrice: 155.25, quantity: 20, variantType: 'Pack', rating: 0, reviewCount: 0,
      variants: [{ name: '1 kg', price: 170.5, discountPrice: null, quantity: 5 }, { name: '500 g', price: 90, discountPrice: 85, quantity: 0 }],
    });
    expect(new Date(product.createdAt).toISOString()).toBe(product.createdAt);
    const res = await world.app.request(`/api/products/${product.id}`);
    expect(await res.json()).toEqual({ success: true, data: product });
    // The store page carries the same document, variants included.
    expect((await page('?search=toor')).body.data).toEqual([product]);
  });

  it('only the store owner adds products: 403 for another seller and for a buyer, 404 for an unknown store', async () => {
    const body = { storeId: store.id, name: 'Intruder', price: 10 };
    expect((await world.app.request('/api/products', request('POST', body, await caller('seller')))).status).toBe(403);
    expect((await world.app.request('/api/products', request('POST', body, await caller('buyer')))).status).toBe(403);
    expect((await world.app.request('/api/products', request('POST', body))).status).toBe(401);
    const unknown = await world.app.request('/api/products', request('POST', { ...body, storeId: crypto.randomUUID() }, seller));
    expect(unknown.status).toBe(404);
    const invalid = await world.app.request('/api/products', request('POST', { ...body, discountPrice: 11 }, seller));
    expect(invalid.status).toBe(400);
  });

  it('an unknown or malformed product is 404 "Product not found"', async () => {
    for (const id of [crypto.randomUUID(), 'nope']) {
      const res = await world.app.request(`/api/products/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, error: 'Product not found' });
    }
    expect((await world.app.request('/api/products/search')).status).toBe(501);
  });

  it('the store page paginates in a stable order with totalCount, currentPage, totalPages and hasNextPage', async () => {
    const other = await caller('seller');
    const shelf = await openStore(world.app, other, { name: 'Paging Store' });
    const created: Product[] = [];
    for (let i = 1; i <= 7; i++) created.push(await addProduct(world.app, other, { storeId: shelf.id, name: `Item ${i}`, price: i, quantity: i }));

    const first = await page('?limit=3', shelf.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, totalCount: 7, currentPage: 1, totalPages: 3, hasNextPage: true });
    const second = await page('?limit=3&page=2', shelf.id);
    const third = await page('?limit=3&page=3', shelf.id);
    expect(third.body).toMatchObject({ totalCount: 7, currentPage: 3, totalPages: 3, hasNextPage: false });
    expect([...first.body.data, ...second.body.data, ...third.body.data]).toEqual(created);
    const beyond = await page('?limit=3&page=9', shelf.id);
    expect(beyond.body).toMatchObject({ data: [], totalCount: 7, currentPage: 9, hasNextPage: false });
    expect((await page('', shelf.id)).body.data).toHaveLength(7); // default limit 50
    expect((await page('?limit=101', shelf.id)).status).toBe(400);
  });

  it('the store page searches names case-insensitively (wildcards literal) and filters by category', async () => {
    const other = await caller('seller');
    const shelf = await openStore(world.app, other, { name: 'Search Store' });
    await addProduct(world.app, other, { storeId: shelf.id, name: 'Aashirvaad Atta 5 kg', category: 'Staples', price: 285 });
    await addProduct(world.app, other, { storeId: shelf.id, name: 'Multigrain ATTA', category: 'Staples', price: 300 });
    await addProduct(world.app, other, { storeId: shelf.id, name: '100% Juice', category: 'Beverages', price: 99 });

    expect((await page('?search=atta', shelf.id)).body).toMatchObject({ totalCount: 2, totalPages: 1 });
    expect((await page('?search=100%25', shelf.id)).body.data.map((p) => p.name)).toEqual(['100% Juice']);
    expect((await page('?search=%25', shelf.id)).body.totalCount).toBe(1);
    expect((await page('?category=beverages', shelf.id)).body.data.map((p) => p.name)).toEqual(['100% Juice']);
    expect((await page('?search=atta&category=Beverages', shelf.id)).body).toMatchObject({ data: [], totalCount: 0, totalPages: 0, hasNextPage: false });
  });

  it('the store page of an unknown or malformed store is 404 "Store not found"', async () => {
    for (const id of [crypto.randomUUID(), 'xyz']) {
      const res = await page('', id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: 'Store not found' });
    }
  });
});
