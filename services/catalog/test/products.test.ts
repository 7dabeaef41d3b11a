import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc } from '@haat/server-kit';
import type { PageInfo, Product, ReserveStockReply, Store } from '@haat/contracts';
import { addProduct, caller, openStore, request, startCatalogShop, type Caller, type CatalogShop } from './helpers.ts';

type ProductPage = { success: boolean; data: Product[] } & PageInfo;

describe('catalog: products', () => {
  let { world, seller, store } = {} as CatalogShop; // filled in by beforeAll
  beforeAll(async () => void ({ world, seller, store } = await startCatalogShop({ name: 'Products Test Store' })));
  afterAll(() => world.env.cleanup());

  const fetchProduct = async (id: string) => ((await (await world.app.request(`/api/products/${id}`)).json()) as { data: Product }).data;
  const reserve = (storeId: string, items: { productId: string; variant?: string; quantity: number }[]) =>
    requestRpc<ReserveStockReply>(world.deps.nc, world.env.subjects.rpc.reserveStock, { reservationId: randomUUID(), storeId, items });
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
    expect(await invalid.json()).toMatchObject({ error: 'Discount price cannot be higher than the price', message: 'discountPrice: Discount price cannot be higher than the price' });
    const negative = await world.app.request('/api/products', request('POST', { ...body, price: -1 }, seller));
    expect(await negative.json()).toMatchObject({ error: 'Price cannot be negative', message: 'price: Price cannot be negative' });
    const variant = await world.app.request('/api/products', request('POST', { ...body, variants: [{ name: 'A', price: 5, discountPrice: 6, quantity: 1 }] }, seller));
    expect(await variant.json()).toMatchObject({ message: 'variants.0.discountPrice: Discount price cannot be higher than the price' });
  });

  it('an unknown or malformed product is 404 "Product not found"', async () => {
    for (const id of [crypto.randomUUID(), 'nope']) {
      const res = await world.app.request(`/api/products/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, error: 'Product not found' });
    }
    // The literal paths are never taken for an id.
    expect((await world.app.request('/api/products/search')).status).toBe(400);
    for (const method of ['PUT', 'DELETE']) {
      for (const id of [crypto.randomUUID(), 'nope']) {
        const res = await world.app.request(`/api/products/${id}`, request(method, { name: 'x' }, seller));
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ error: 'Product not found' });
      }
    }
    const inventory = await world.app.request('/api/products/nope/inventory', request('PATCH', { quantity: 1 }, seller));
    expect(inventory.status).toBe(404);
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
  describe('writes keep the cached store page right', () => {
    let owner: Caller;
    let shop: Store;
    beforeAll(async () => {
      owner = await caller('seller');
      shop = await openStore(world.app, owner, { name: 'Writes Store' });
    });

    /** Reads the store page until Redis holds it, so a write that forgets to invalidate fails the next read. */
    const warm = async (storeId = shop.id) => {
      const key = `${world.env.prefix}:catalog:listing:${storeId}`;
      for (let i = 0; i < 50; i++) {
        await page('', storeId);
        if (await world.deps.redis.hexists(key, '1:50:')) return;
        await sleep(10);
      }
      throw new Error('the store page was never cached');
    };
    const listed = async (id: string, storeId = shop.id) => (await page('', storeId)).body.data.find((p) => p.id === id);
    const send = async (method: string, path: string, body: unknown, who: Caller | null = owner) => world.app.request(path, request(method, body, who));
    const atta = () => addProduct(world.app, owner, {
      storeId: shop.id, name: 'Atta 5 kg', category: 'Staples', price: 285, discountPrice: 259, quantity: 10,
      variantType: 'Pack', variants: [{ name: '1 kg', price: 60, quantity: 4 }, { name: '5 kg', price: 285, discountPrice: 259, quantity: 2 }],
    });

    it('PUT changes only the fields sent; variants replace the list (kept, changed, added, removed); null clears the discount', async () => {
      const product = await atta();
      await warm();
      const res = await send('PUT', `/api/products/${product.id}`, {
        name: 'Chakki Atta 5 kg', discountPrice: null, additionalImages: ['/img/a.webp', '/img/b.webp'], variantType: 'Weight',
        variants: [{ name: '10 kg', price: 540, discountPrice: 500, quantity: 1 }, { name: '1 kg', price: 62, quantity: 9 }],
      });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: Product };
      expect(data).toMatchObject({
        id: product.id, name: 'Chakki Atta 5 kg', category: 'Staples', price: 285, discountPrice: null, quantity: 10, variantType: 'Weight',
        additionalImages: ['/img/a.webp', '/img/b.webp'],
        variants: [{ name: '10 kg', price: 540, discountPrice: 500, quantity: 1 }, { name: '1 kg', price: 62, discountPrice: null, quantity: 9 }],
      });
      expect(data.updatedAt > product.updatedAt).toBe(true);
      expect(await fetchProduct(product.id)).toEqual(data);
      expect(await listed(product.id)).toEqual(data);

      await warm();
      const cleared = (await (await send('PUT', `/api/products/${product.id}`, { variants: [] })).json()) as { data: Product };
      expect(cleared.data.variants).toEqual([]);
      expect((await listed(product.id))?.variants).toEqual([]);
    });

    it('PUT refuses negative prices or stock, a discount above the price (also the stored price) and twin variants, changing nothing', async () => {
      const product = await atta();
      await warm();
      const refusals: [unknown, string][] = [
        [{ price: -1 }, 'price: Price cannot be negative'],
        [{ discountPrice: -5 }, 'discountPrice: Discount price cannot be negative'],
        [{ quantity: -3 }, 'quantity: Stock quantity cannot be negative'],
        [{ quantity: 1.5 }, 'quantity: Stock quantity must be a whole number'],
        [{ price: 200 }, 'discountPrice: Discount price cannot be higher than the price'], // stored discount 259
        [{ price: 300, discountPrice: 301 }, 'discountPrice: Discount price cannot be higher than the price'],
        [{ variants: [{ name: '1 kg', price: 10, quantity: -1 }] }, 'variants.0.quantity: Stock quantity cannot be negative'],
        [{ variants: [{ name: '1 kg', price: 10, discountPrice: 11, quantity: 1 }] }, 'variants.0.discountPrice: Discount price cannot be higher than the price'],
        [{ variants: [{ name: '1 kg', price: 10, quantity: 1 }, { name: '1 KG', price: 10, quantity: 1 }] }, 'variants: Variant names must be unique'],
        [{ name: '  ' }, 'name: Product name is required'],
      ];
      for (const [body, message] of refusals) {
        const res = await send('PUT', `/api/products/${product.id}`, body);
        expect(res.status, message).toBe(400);
        expect(((await res.json()) as { message: string }).message).toBe(message);
      }
      const malformed = await world.app.request(`/api/products/${product.id}`, { method: 'PUT', body: '{', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` } });
      expect(malformed.status).toBe(400);
      expect(await fetchProduct(product.id)).toEqual(product);
      expect(await listed(product.id)).toEqual(product);
    });

    it('only the store owner or a superadmin edits and deletes: 401 without a token, 403 for a buyer or another seller', async () => {
      const product = await atta();
      for (const method of ['PUT', 'DELETE']) {
        expect((await send(method, `/api/products/${product.id}`, { name: 'Mine now' }, null)).status).toBe(401);
        expect((await send(method, `/api/products/${product.id}`, { name: 'Mine now' }, await caller('buyer'))).status).toBe(403);
        const other = await send(method, `/api/products/${product.id}`, { name: 'Mine now' }, await caller('seller'));
        expect(other.status).toBe(403);
        expect(await other.json()).toMatchObject({ success: false, error: 'Not authorized to change this product' });
      }
      expect(await fetchProduct(product.id)).toEqual(product);
      await warm();
      const admin = await send('PUT', `/api/products/${product.id}`, { category: 'Flour' }, await caller('superadmin'));
      expect(admin.status).toBe(200);
      expect((await listed(product.id))?.category).toBe('Flour');
    });

    it('DELETE removes the product and its variants; the store page drops it at once; a second delete is 404', async () => {
      const product = await atta();
      await warm();
      const res = await send('DELETE', `/api/products/${product.id}`, undefined);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: 'Product deleted', data: { _id: product.id, id: product.id } });
      expect(await listed(product.id)).toBeUndefined();
      expect((await world.app.request(`/api/products/${product.id}`)).status).toBe(404);
      const variants = await world.deps.db.selectFrom('product_variants').select('id').where('product_id', '=', product.id).execute();
      expect(variants).toEqual([]);
      expect((await send('DELETE', `/api/products/${product.id}`, undefined)).status).toBe(404);

      const admin = await atta();
      await warm();
      expect((await send('DELETE', `/api/products/${admin.id}`, undefined, await caller('superadmin'))).status).toBe(200);
      expect(await listed(admin.id)).toBeUndefined();
    });

    it('PATCH inventory sets the stock of the product or of one variant (owner only); refusals change nothing', async () => {
      const product = await atta();
      await warm();
      const res = await send('PATCH', `/api/products/${product.id}/inventory`, { quantity: 0 });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: Product }).data.quantity).toBe(0);
      expect((await listed(product.id))?.quantity).toBe(0);

      await warm();
      const variant = await send('PATCH', `/api/products/${product.id}/inventory`, { quantity: 7, variant: '5 kg' });
      expect(((await variant.json()) as { data: Product }).data.variants).toEqual([
        { name: '1 kg', price: 60, discountPrice: null, quantity: 4 }, { name: '5 kg', price: 285, discountPrice: 259, quantity: 7 },
      ]);
      expect((await listed(product.id))?.variants[1]?.quantity).toBe(7);

      const before = await fetchProduct(product.id);
      const unknown = await send('PATCH', `/api/products/${product.id}/inventory`, { quantity: 1, variant: '2 kg' });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: 'Variant not found' });
      const negative = await send('PATCH', `/api/products/${product.id}/inventory`, { quantity: -1 });
      expect(negative.status).toBe(400);
      expect(await negative.json()).toMatchObject({ error: 'Stock quantity cannot be negative', message: 'quantity: Stock quantity cannot be negative' });
      expect((await send('PATCH', `/api/products/${product.id}/inventory`, {})).status).toBe(400);
      expect((await send('PATCH', `/api/products/${product.id}/inventory`, { quantity: 5 }, await caller('seller'))).status).toBe(403);
      expect((await send('PATCH', `/api/products/${product.id}/inventory`, { quantity: 5 }, await caller('superadmin'))).status).toBe(403);
      expect((await send('PATCH', `/api/products/${product.id}/inventory`, { quantity: 5 }, null)).status).toBe(401);
      expect(await fetchProduct(product.id)).toEqual(before);
    });

    it('bulk inventory updates products and variants together, replying with them in the order named', async () => {
      const a = await atta();
      const b = await addProduct(world.app, owner, { storeId: shop.id, name: 'Sugar 1 kg', price: 48, quantity: 3 });
      await warm();
      const res = await send('POST', '/api/products/bulk-inventory', { updates: [
        { productId: b.id, quantity: 30 }, { productId: a.id.toUpperCase(), quantity: 0, variant: '1 kg' }, { productId: a.id, quantity: 12 },
      ] });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { updatedCount: number; data: Product[] };
      expect(body.updatedCount).toBe(3);
      expect(body.data.map((p) => [p.id, p.quantity, p.variants.map((v) => v.quantity)])).toEqual([[b.id, 30, []], [a.id, 12, [0, 2]]]);
      expect((await listed(b.id))?.quantity).toBe(30);
      expect((await listed(a.id))?.variants[0]?.quantity).toBe(0);
    });

    it('bulk inventory is all or nothing: one unknown, foreign or malformed line refuses the whole request', async () => {
      const mine = await addProduct(world.app, owner, { storeId: shop.id, name: 'Salt 1 kg', price: 28, quantity: 5 });
      const stranger = await caller('seller');
      const strangerStore = await openStore(world.app, stranger, { name: 'Stranger Store' });
      const theirs = await addProduct(world.app, stranger, { storeId: strangerStore.id, name: 'Their Salt', price: 28, quantity: 5 });
      await warm();
      // Every failing row is named (seller-inventory.test.ts checks the whole list of rows).
      const refusals: [unknown, number, string][] = [
        [[{ productId: mine.id, quantity: 9 }, { productId: randomUUID(), quantity: 1 }], 400, 'Row 2: Product not found'],
        [[{ productId: mine.id, quantity: 9 }, { productId: 'not-an-id', quantity: 1 }], 400, 'Row 2: Product not found'],
        [[{ productId: mine.id, quantity: 9 }, { productId: theirs.id, quantity: 1 }], 400, 'Row 2: Not authorized to change this product'],
        [[{ productId: mine.id, quantity: 9, variant: 'Large' }], 400, 'Row 1: Variant not found: Large'],
        [[{ productId: mine.id, quantity: 9 }, { productId: mine.id, quantity: 8 }], 400, 'Row 2: Same product as row 1: each product and variant may appear only once'],
        [[{ productId: mine.id, quantity: -9 }], 400, 'Row 1: Stock quantity cannot be negative'],
        [[], 400, 'updates must list at least one product'],
      ];
      for (const [updates, status, error] of refusals) {
        const res = await send('POST', '/api/products/bulk-inventory', { updates });
        expect(res.status, error).toBe(status);
        expect(await res.json()).toMatchObject({ success: false, error });
      }
      expect((await send('POST', '/api/products/bulk-inventory', { updates: [{ productId: mine.id, quantity: 1 }] }, await caller('buyer'))).status).toBe(403);
      expect((await listed(mine.id))?.quantity).toBe(5);
      expect((await fetchProduct(theirs.id)).quantity).toBe(5);
    });

    it('seller stock updates racing checkouts of the same products and variants never deadlock', async () => {
      const products = await Promise.all([1, 2, 3].map(() => atta()));
      const checkoutLines = products.flatMap((p) => [{ productId: p.id, quantity: 1 }, { productId: p.id, variant: '5 kg', quantity: 1 }, { productId: p.id, variant: '1 kg', quantity: 1 }]);
      const bulkLines = products.toReversed().flatMap((p) => [{ productId: p.id, variant: '1 kg', quantity: 50 }, { productId: p.id, quantity: 50 }, { productId: p.id, variant: '5 kg', quantity: 50 }]);
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2
        ? reserve(shop.id, checkoutLines).then((r) => (r.ok ? 200 : r.status))
        : send('POST', '/api/products/bulk-inventory', { updates: bulkLines }).then((r) => r.status))));
      expect(results.every((status) => status === 200 || status === 409), String(results)).toBe(true);
      expect(results.filter((status) => status === 200).length).toBeGreaterThanOrEqual(6);
    });
  });
});
