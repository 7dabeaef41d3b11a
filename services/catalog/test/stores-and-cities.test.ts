import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { City, Store } from '@haat/contracts';
import { caller, openStore, request, startCatalog, type CatalogWorld } from './helpers.ts';

describe('catalog: cities and stores', () => {
  let world: CatalogWorld;
  beforeAll(async () => {
    world = await startCatalog();
  });
  afterAll(() => world.env.cleanup());

  const get = async <T>(path: string, init?: RequestInit) => {
    const res = await world.app.request(path, init);
    return { status: res.status, body: (await res.json()) as T };
  };

  describe('cities', () => {
    it('are seeded with real Indian cities, some inactive, 15 by default, ordered by name', async () => {
      const { status, body } = await get<{ success: boolean; data: City[] }>('/api/cities');
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data).toHaveLength(15);
      const names = body.data.map((c) => c.name);
      expect(names).toEqual(names.toSorted());
      const all = await get<{ data: City[] }>('/api/cities?limit=500');
      expect(all.body.data).toHaveLength(50); // capped
      const k = await get<{ data: City[] }>('/api/cities?search=ko&limit=50');
      expect(k.body.data.find((c) => c.name === 'Kozhikode')).toMatchObject({ state: 'Kerala', active: false });
      const pune = await get<{ data: City[] }>('/api/cities?search=pune');
      expect(pune.body.data.find((c) => c.name === 'Pune')).toMatchObject({ state: 'Maharashtra', active: true });
    });

    it('search matches any part of the name, case-insensitively, and a city is fetched by id', async () => {
      const { body } = await get<{ data: City[] }>('/api/cities?search=ANPUR');
      expect(body.data.map((c) => c.name)).toEqual(['Burhanpur', 'Kanpur', 'Palanpur', 'Saharanpur', 'Shahjahanpur']);
      const pune = (await get<{ data: City[] }>('/api/cities?search=pune&limit=5')).body.data[0]!;
      expect(pune).toMatchObject({ name: 'Pune', _id: pune.id });
      expect((await get<{ data: City }>(`/api/cities/${pune.id}`)).body.data.name).toBe('Pune');
      expect((await get(`/api/cities/${crypto.randomUUID()}`)).status).toBe(404);
      expect((await get<{ data: City[] }>('/api/cities?search=%25')).body.data).toEqual([]); // % is literal
    });
  });

  describe('stores', () => {
    it('a seller opens a store: 201 with the Store shape, live at once, slug from the name', async () => {
      const seller = await caller('seller');
      const res = await world.app.request('/api/stores', request('POST', {
        name: 'Sharma Kirana & Sons', city: 'Pune', paymentOptions: ['Cash on Delivery', 'UPI Payment'],
        deliveryOptions: { localDeliveryFee: 30.5, freeShippingThreshold: 499 }, unknownField: 'ignored',
      }, seller));
      expect(res.status).toBe(201);
      const { success, data } = (await res.json()) as { success: boolean; data: Store };
      expect(success).toBe(true);
      expect(data).toMatchObject({
        _id: data.id, owner: seller.id, name: 'Sharma Kirana & Sons', slug: 'sharma-kirana-sons', city: 'Pune',
        isOpen: true, isActive: true, rating: 0, reviewCount: 0, categories: [], paymentOptions: ['Cash on Delivery', 'UPI Payment'],
      });
      expect(data.deliveryOptions).toMatchObject({ localDeliveryFee: 30.5, freeShippingThreshold: 499, estimatedLocalDeliveryTime: 'Same day', localDelivery: true });
      expect((await get<{ data: Store }>(`/api/stores/${data.id}`)).body.data).toEqual(data);
    });

    it('a second store with the same name gets its own slug', async () => {
      const a = await openStore(world.app, await caller('seller'), { name: 'Same Name Store' });
      const b = await openStore(world.app, await caller('seller'), { name: 'Same Name Store' });
      expect(a.slug).toBe('same-name-store');
      expect(b.slug).toMatch(/^same-name-store-[0-9a-f]{6}$/);
    });

    it('one store per seller: a second one is refused with 409, also when both requests race', async () => {
      const seller = await caller('seller');
      await openStore(world.app, seller);
      const again = await get<{ success: boolean; error: string }>('/api/stores', request('POST', { name: 'Second', city: 'Pune' }, seller));
      expect(again).toEqual({ status: 409, body: expect.objectContaining({ success: false, error: 'You already have a store' }) });

      const racer = await caller('seller');
      const statuses = await Promise.all(Array.from({ length: 6 }, async (_, i) =>
        (await world.app.request('/api/stores', request('POST', { name: `Racer ${i}`, city: 'Pune' }, racer))).status));
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    });

    it('only sellers open stores: 403 for a buyer, 401 without a token, 400 without a name', async () => {
      expect((await world.app.request('/api/stores', request('POST', { name: 'X', city: 'Pune' }, await caller('buyer')))).status).toBe(403);
      expect((await world.app.request('/api/stores', request('POST', { name: 'X', city: 'Pune' }))).status).toBe(401);
      const invalid = await get<{ error: string }>('/api/stores', request('POST', { city: 'Pune' }, await caller('seller')));
      expect(invalid.status).toBe(400);
    });

    it('lists live stores of a city case-insensitively, searches by name, and owner=me gives the caller its stores', async () => {
      const seller = await caller('seller');
      const mine = await openStore(world.app, seller, { name: 'Lakeside Bakery', city: 'Nagpur' });
      await openStore(world.app, await caller('seller'), { name: 'Orange City Sweets', city: 'nagpur' });
      await openStore(world.app, await caller('seller'), { name: 'Elsewhere Bakery', city: 'Indore' });

      const nagpur = await get<{ success: boolean; data: Store[] }>('/api/stores?city=NAGPUR');
      expect(nagpur.body.data.map((s) => s.name).toSorted()).toEqual(['Lakeside Bakery', 'Orange City Sweets']);
      const bakeries = await get<{ data: Store[] }>('/api/stores?city=Nagpur&search=bakery');
      expect(bakeries.body.data.map((s) => s.name)).toEqual(['Lakeside Bakery']);

      const own = await get<{ data: Store[] }>('/api/stores?owner=me', request('GET', undefined, seller));
      expect(own.body.data.map((s) => s.id)).toEqual([mine.id]);
      expect((await world.app.request('/api/stores?owner=me')).status).toBe(401);
    });

    it('an unknown or malformed store id is 404 "Store not found"; literal siblings are not ids', async () => {
      for (const id of [crypto.randomUUID(), 'not-a-store-id']) {
        const res = await get<{ success: boolean; error: string }>(`/api/stores/${id}`);
        expect(res).toEqual({ status: 404, body: expect.objectContaining({ success: false, error: 'Store not found' }) });
      }
      expect((await world.app.request('/api/stores/nearby')).status).toBe(400); // its own route: lat and lng missing
    });
  });
});
