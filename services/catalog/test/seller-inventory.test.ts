import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc } from '@haat/server-kit';
import type { BulkInventoryRefusal, InventoryPage, Product, ReserveStockReply, Store } from '@haat/contracts';
import { addProduct, caller, openStore, request, startCatalogShop, type Caller, type CatalogShop } from './helpers.ts';

/** The inventory's order: name in any case, then id. */
const byName = (a: Product, b: Product) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || (a.id < b.id ? -1 : 1);
const refused = async (res: Response) => {
  expect(res.status).toBe(400);
  expect(((await res.json()) as { error: string }).error).toBe('Discount price cannot be higher than the price');
};

describe('catalog: the seller\'s inventory', () => {
  let { world, seller, store } = {} as CatalogShop; // filled in by beforeAll
  const products: Product[] = [];
  beforeAll(async () => {
    ({ world, seller, store } = await startCatalogShop({ name: 'Inventory Store' }));
    const add = async (body: Omit<Parameters<typeof addProduct>[2], 'storeId'>) => products.push(await addProduct(world.app, seller, { storeId: store.id, ...body }));
    // 23 plain products in a mixed order of names (Item 00…20, stock 0…20), one pair differing only in case.
    for (let i = 0; i < 21; i++) await add({ name: `Item ${String((i * 8) % 21).padStart(2, '0')}`, category: i % 3 === 0 ? 'Snacks' : 'Staples', price: 10 + i, quantity: i });
    await add({ name: 'basmati rice', category: 'Staples', price: 100, quantity: 30 });
    await add({ name: 'Basmati Rice', category: 'Staples', price: 120, quantity: 40 });
    // With variants: one variant low, one variant out, plenty of stock on the product itself.
    await add({ name: 'Atta', category: 'Staples', price: 60, quantity: 50, variantType: 'Pack', variants: [{ name: '1 kg', price: 60, quantity: 3 }, { name: '5 kg', price: 280, quantity: 20 }] });
    await add({ name: 'Ghee', category: 'Dairy', price: 600, quantity: 50, variantType: 'Size', variants: [{ name: '500 ml', price: 300, quantity: 0 }, { name: '1 l', price: 600, quantity: 9 }] });
    await add({ name: 'Sugar', category: 'Staples', price: 45, quantity: 0, variantType: 'Pack', variants: [{ name: '1 kg', price: 45, quantity: 12 }] });
  });
  afterAll(() => world.env.cleanup());

  const get = async (query: string, who: Caller | null = seller, storeId = store.id) => {
    const res = await world.app.request(`/api/stores/${storeId}/inventory${query}`, request('GET', undefined, who));
    return { status: res.status, body: (await res.json()) as InventoryPage & { error?: string } };
  };
  /** Every page of a query, following nextCursor. */
  const allPages = async (query: string, limit: number) => {
    const pages: InventoryPage[] = [];
    let after: string | null = null;
    do {
      const sep = query ? '&' : '?';
      const { status, body } = await get(`${query}${sep}limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      expect(status).toBe(200);
      pages.push(body);
      after = body.nextCursor;
    } while (after && pages.length < 100);
    return pages;
  };
  const names = async (query: string) => (await allPages(query, 4)).flatMap((p) => p.data.map((d) => d.name));
  const named = (name: string) => products.find((p) => p.name === name)!;
  const call = (method: string, path: string, who: Caller | null, body?: unknown) => world.app.request(path, request(method, body, who));
  const bulk = async (body: unknown, who: Caller = seller) => {
    const res = await world.app.request('/api/products/bulk-inventory', request('POST', body, who));
    return { status: res.status, body: (await res.json()) as BulkInventoryRefusal & { updatedCount?: number; data?: Product[] } };
  };
  const stockOf = async (id: string) => ((await (await world.app.request(`/api/products/${id}`)).json()) as { data: Product }).data;

  describe('GET /api/stores/:id/inventory', () => {
    it('pages the whole list by cursor in name order: no product repeated or skipped, totalCount on every page', async () => {
      const pages = await allPages('', 7);
      expect(pages).toHaveLength(4);
      expect(pages.every((p) => p.totalCount === products.length && p.success)).toBe(true);
      expect(pages.at(-1)!.nextCursor).toBeNull();
      expect(pages.slice(0, -1).every((p) => p.data.length === 7 && typeof p.nextCursor === 'string')).toBe(true);
      const seen = pages.flatMap((p) => p.data);
      expect(seen.map((p) => p.id)).toEqual(products.toSorted(byName).map((p) => p.id));
      expect(new Set(seen.map((p) => p.id)).size).toBe(products.length);
      // The full Product shape, the new tax fields with their defaults included.
      const atta = seen.find((p) => p.name === 'Atta')!;
      expect(atta).toMatchObject({ storeId: store.id, hsnCode: '', gstRate: 0, unit: 'pcs', variants: [{ name: '1 kg', quantity: 3 }, { name: '5 kg', quantity: 20 }] });
    });

    it('keeps its place while stock changes between pages (the order does not depend on stock or update time)', async () => {
      const first = await get('?limit=5');
      const onNextPage = products.toSorted(byName)[6]!;
      await world.app.request(`/api/products/${onNextPage.id}/inventory`, request('PATCH', { quantity: 99 }, seller));
      const second = await get(`?limit=5&after=${first.body.nextCursor}`);
      expect(second.body.data.map((p) => p.id)).toEqual(products.toSorted(byName).slice(5, 10).map((p) => p.id));
      expect(second.body.data[1]!.quantity).toBe(99);
      await world.app.request(`/api/products/${onNextPage.id}/inventory`, request('PATCH', { quantity: onNextPage.quantity }, seller));
    });

    it('filters by search, category and stock (low ≤ 5, out = 0; a product with variants by any of its variants), alone and together', async () => {
      expect(await names('?search=basmati')).toEqual(products.filter((p) => p.name.toLowerCase() === 'basmati rice').toSorted(byName).map((p) => p.name));
      expect(await names('?category=dairy')).toEqual(['Ghee']);
      const low = products.filter((p) => (p.variants.length ? p.variants.some((v) => v.quantity <= 5) : p.quantity <= 5));
      expect(await names('?stock=low')).toEqual(low.toSorted(byName).map((p) => p.name));
      expect(await names('?stock=low')).toEqual(expect.arrayContaining(['Atta', 'Ghee']));
      expect(await names('?stock=low')).not.toContain('Sugar'); // its own 0 does not count: it is sold by variant
      expect(await names('?stock=out')).toEqual(['Ghee', 'Item 00']);
      expect(await names('?stock=low&category=snacks')).toEqual(['Item 00', 'Item 03']);
      expect(await names('?search=item 1&stock=out')).toEqual([]);
      const filtered = await get('?category=staples&limit=2');
      expect(filtered.body.totalCount).toBe(products.filter((p) => p.category === 'Staples').length);
    });

    it('shows a deactivated store\'s products to its owner; malformed queries and cursors are 400', async () => {
      await world.deps.db.updateTable('stores').set({ is_active: false }).where('id', '=', store.id).execute();
      try {
        expect((await get('?limit=1')).body.totalCount).toBe(products.length);
      } finally {
        await world.deps.db.updateTable('stores').set({ is_active: true }).where('id', '=', store.id).execute();
      }
      for (const query of ['?after=garbage', `?after=${Buffer.from('["x","nope"]').toString('base64url')}`, '?stock=some', '?limit=0', '?limit=101']) {
        expect((await get(query)).status, query).toBe(400);
      }
      expect((await get('?after=garbage')).body.error).toBe('Invalid page cursor');
    });

    it('shows stock taken by a checkout at once, though its pages are kept in the store\'s listing cache', async () => {
      const item = products.find((p) => p.name === 'Item 20')!;
      const before = (await get('?search=Item 20')).body.data[0]!.quantity;
      const first = await get('?limit=100');
      expect(first.body.data.find((p) => p.id === item.id)?.quantity).toBe(before);
      expect(await world.deps.redis.hexists(`${world.env.prefix}:catalog:listing:${store.id}`, 'inventory:100:::')).toBe(1);
      const reply = await requestRpc<ReserveStockReply>(world.deps.nc, world.env.subjects.rpc.reserveStock, { reservationId: randomUUID(), storeId: store.id, items: [{ productId: item.id, quantity: 2 }] });
      expect(reply.ok).toBe(true);
      expect((await get('?limit=100')).body.data.find((p) => p.id === item.id)?.quantity).toBe(before - 2);
    });

    it('is the owner\'s and superadmins\' only: another seller 403, a buyer 403, nobody 401, an unknown store 404', async () => {
      expect((await get('')).status).toBe(200); // now kept in the cache: the cached page is refused to others too
      expect((await get('', await caller('superadmin'))).status).toBe(200);
      expect((await get('', await caller('seller'))).status).toBe(403);
      expect((await get('', await caller('buyer'))).status).toBe(403);
      expect((await get('', null)).status).toBe(401);
      expect((await get('', seller, randomUUID())).status).toBe(404);
      expect((await get('', seller, 'nope')).status).toBe(404);
    });
  });

  describe('product tax fields and prices', () => {
    it('takes hsnCode, gstRate and unit on create and update, and refuses ones the invoice could not print', async () => {
      const made = await addProduct(world.app, seller, { storeId: store.id, name: 'Tax Item', price: 100, hsnCode: '1006', gstRate: 5, unit: 'kg' });
      expect(made).toMatchObject({ hsnCode: '1006', gstRate: 5, unit: 'kg' });
      const put = (body: unknown) => world.app.request(`/api/products/${made.id}`, request('PUT', body, seller));
      const changed = await put({ hsnCode: '10063020', gstRate: 0.25, unit: 'pack' });
      expect(((await changed.json()) as { data: Product }).data).toMatchObject({ hsnCode: '10063020', gstRate: 0.25, unit: 'pack' });
      expect((await (await put({ hsnCode: '' })).json() as { data: Product }).data.hsnCode).toBe('');

      const refusals: [unknown, string][] = [
        [{ hsnCode: '10063' }, 'HSN code must have 4, 6 or 8 digits'],
        [{ hsnCode: '10a6' }, 'HSN code must have 4, 6 or 8 digits'],
        [{ gstRate: 7 }, 'GST rate must be one of 0, 0.25, 3, 5, 12, 18, 28, 40'],
        [{ unit: 'bushel' }, 'Unit must be one of pcs, kg, g, l, ml, m, pack, box, dozen, pair, set'],
      ];
      for (const [body, error] of refusals) {
        const res = await put(body);
        expect(res.status, error).toBe(400);
        expect(await res.json()).toMatchObject({ error });
        const created = await world.app.request('/api/products', request('POST', { storeId: store.id, name: 'X', price: 1, ...(body as object) }, seller));
        expect(created.status, error).toBe(400);
      }
      expect(await stockOf(made.id)).toMatchObject({ hsnCode: '', gstRate: 0.25, unit: 'pack' });
    });

    it('refuses a discount above the price, of the product or a variant, on create and on update (against the stored price)', async () => {
      const base = { storeId: store.id, name: 'Priced', price: 100 };
      await refused(await world.app.request('/api/products', request('POST', { ...base, discountPrice: 101 }, seller)));
      await refused(await world.app.request('/api/products', request('POST', { ...base, variants: [{ name: 'A', price: 10, discountPrice: 11, quantity: 1 }] }, seller)));
      const made = await addProduct(world.app, seller, { ...base, discountPrice: 90 });
      await refused(await world.app.request(`/api/products/${made.id}`, request('PUT', { price: 80 }, seller)));
      await refused(await world.app.request(`/api/products/${made.id}`, request('PUT', { variants: [{ name: 'A', price: 10, discountPrice: 20, quantity: 1 }] }, seller)));
      expect(await stockOf(made.id)).toMatchObject({ price: 100, discountPrice: 90, variants: [] });
    });
  });

  describe('POST /api/products/bulk-inventory by id or name', () => {
    let other: { seller: Caller; store: Store; product: Product };
    beforeAll(async () => {
      const stranger = await caller('seller');
      const shop = await openStore(world.app, stranger, { name: 'Stranger Inventory' });
      other = { seller: stranger, store: shop, product: await addProduct(world.app, stranger, { storeId: shop.id, name: 'Item 01', price: 5, quantity: 5 }) };
    });

    it('sets stock by id and by name (any case, trimmed; a CSV cell\'s text quantity), variants too; the store page shows it at once', async () => {
      // Cache the store page first, so a write that forgot to invalidate it would fail below.
      const key = `${world.env.prefix}:catalog:listing:${store.id}`;
      for (let i = 0; i < 50 && !(await world.deps.redis.exists(key)); i++) {
        await world.app.request(`/api/stores/${store.id}/products`);
        await sleep(10);
      }
      expect(await world.deps.redis.exists(key)).toBe(1);
      const { status, body } = await bulk({ updates: [
        { product: ' item 03 ', quantity: '17' },
        { product: named('Item 04').id, quantity: 18 },
        { product: 'ATTA', variant: '1 kg', quantity: 25 },
        { productId: named('Item 05').id, quantity: 0 },
      ] });
      expect(status).toBe(200);
      expect(body.updatedCount).toBe(4);
      const page = (await (await world.app.request(`/api/stores/${store.id}/products?limit=100`)).json()) as { data: Product[] };
      const shown = (name: string) => page.data.find((p) => p.name === name)!;
      expect([shown('Item 03').quantity, shown('Item 04').quantity, shown('Item 05').quantity, shown('Atta').variants[0]!.quantity]).toEqual([17, 18, 0, 25]);
      // Names are looked up in the caller's store only: the stranger's 'Item 01' is theirs alone.
      expect((await bulk({ updates: [{ product: 'Item 01', quantity: 2 }] }, other.seller)).status).toBe(200);
      expect((await stockOf(other.product.id)).quantity).toBe(2);
      expect((await stockOf(named('Item 01').id)).quantity).toBe(named('Item 01').quantity);
    });

    it('is all or nothing: every failing row is named with its number and reason, and nothing changes', async () => {
      const before = await Promise.all(['Item 06', 'Item 07', 'Atta'].map(async (n) => stockOf(named(n).id)));
      const { status, body } = await bulk({ updates: [
        { product: 'Item 06', quantity: 1 }, // fine on its own
        { product: 'No Such Thing', quantity: 3 },
        { product: 'Item 07', quantity: -2 },
        { product: 'Basmati Rice', quantity: 4 },
        { product: other.product.id, quantity: 5 },
        { product: 'Item 08', quantity: '2.5' },
        { product: 'Item 06', quantity: 9 },
        { product: 'Atta', variant: '10 kg', quantity: 1 },
        { product: 'Item 09', quantity: 'lots' },
        { product: '', quantity: 1 },
        { productId: randomUUID(), quantity: 1 },
      ] });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.error).toBe('10 rows cannot be updated');
      expect(body.rows).toEqual([
        { row: 2, product: 'No Such Thing', reason: 'Product not found' },
        { row: 3, product: 'Item 07', reason: 'Stock quantity cannot be negative' },
        { row: 4, product: 'Basmati Rice', reason: '2 products have this name; use the product id' },
        { row: 5, product: other.product.id, reason: 'Not authorized to change this product' },
        { row: 6, product: 'Item 08', reason: 'Stock quantity must be a whole number' },
        { row: 7, product: 'Item 06', reason: 'Same product as row 1: each product and variant may appear only once' },
        { row: 8, product: 'Atta', reason: 'Variant not found: 10 kg' },
        { row: 9, product: 'Item 09', reason: 'Quantity must be a number' },
        { row: 10, product: '', reason: 'Product id or name is required' },
        { row: 11, product: expect.any(String), reason: 'Product not found' },
      ]);
      expect(body.message).toContain('Nothing was changed. Row 2 (No Such Thing): Product not found; Row 3 (Item 07)');
      const after = await Promise.all(['Item 06', 'Item 07', 'Atta'].map(async (n) => stockOf(named(n).id)));
      expect(after).toEqual(before);
      expect((await stockOf(other.product.id)).quantity).toBe(2);
    });

    it('a storeId limits names to that store: another seller\'s store is 403, an unknown one 404', async () => {
      expect((await bulk({ storeId: store.id, updates: [{ product: 'Item 10', quantity: 3 }] })).status).toBe(200);
      expect((await bulk({ storeId: other.store.id, updates: [{ product: 'Item 01', quantity: 3 }] })).status).toBe(403);
      expect((await bulk({ storeId: randomUUID(), updates: [{ product: 'Item 01', quantity: 3 }] })).status).toBe(404);
      expect((await stockOf(other.product.id)).quantity).toBe(2);
      expect((await bulk({ updates: Array.from({ length: 501 }, () => ({ product: 'Item 10', quantity: 1 })) })).status).toBe(400);
    });
  });

  describe('store categories', () => {
    it('adds and removes with the spec\'s texts; only the owner or a superadmin', async () => {
      const path = `/api/stores/${store.id}/categories`;
      const added = await call('POST', path, seller, { name: 'Pulses' });
      expect(added.status).toBe(201);
      expect(((await added.json()) as { data: string[] }).data).toContain('Pulses');
      const again = await call('POST', path, seller, { name: 'pulses' });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ error: "Category 'pulses' already exists" });
      expect((await call('POST', path, await caller('seller'), { name: 'Mine' })).status).toBe(403);
      expect((await call('DELETE', `${path}/Pulses`, await caller('seller'))).status).toBe(403);
      expect((await call('POST', path, await caller('superadmin'), { name: 'Admin Added' })).status).toBe(201);

      const missing = `/api/stores/${randomUUID()}/categories`;
      expect(await (await call('POST', missing, seller, { name: 'X' })).json()).toMatchObject({ error: 'Failed to add category - store not found' });
      expect(await (await call('DELETE', `${missing}/X`, seller)).json()).toMatchObject({ error: 'Failed to delete category - store not found' });

      const removed = await call('DELETE', `${path}/PULSES`, seller);
      expect(removed.status).toBe(200);
      expect(((await removed.json()) as { data: string[] }).data).not.toContain('Pulses');
      expect((await call('GET', path, null)).status).toBe(200);
    });
  });
});
