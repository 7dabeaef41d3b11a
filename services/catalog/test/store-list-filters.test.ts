import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateStoreBody, StoreCategoryCount, StoreListItem } from '@haat/contracts';
import { kolkataClock } from '../src/stores/live-status.ts';
import { caller, hoursBetween, openStore, request, startCatalog, type CatalogWorld } from './helpers.ts';

type ListReply = { success: boolean; data: StoreListItem[]; currentPage: number; hasNextPage: boolean; totalCount: number; totalPages: number; message?: string };

/** A city of its own for each group of tests. */
const newCity = (tag: string) => `${tag}pur${crypto.randomUUID().slice(0, 6)}`;

describe('GET /api/stores: totals, sorts and filters for the /stores page', () => {
  let world: CatalogWorld;
  beforeAll(async () => {
    world = await startCatalog();
  });
  afterAll(() => world.env.cleanup());

  const list = async (query: string): Promise<{ status: number; body: ListReply }> => {
    const res = await world.app.request(`/api/stores?${query}`);
    return { status: res.status, body: (await res.json()) as ListReply };
  };
  const names = async (query: string) => (await list(query)).body.data.map((s) => s.name);
  /** A store of a fresh seller in `city`. */
  const storeIn = async (city: string, name: string, body: Partial<CreateStoreBody> = {}) => {
    const seller = await caller('seller');
    return { seller, store: await openStore(world.app, seller, { name, city, ...body }) };
  };
  const setRow = (id: string, changes: { rating?: number; review_count?: number; created_at?: Date }) =>
    sql`UPDATE stores SET rating = coalesce(${changes.rating ?? null}::float8, rating), review_count = coalesce(${changes.review_count ?? null}::int, review_count),
        created_at = coalesce(${changes.created_at ?? null}::timestamptz, created_at) WHERE id = ${id}`.execute(world.deps.db);

  const flags = async (query: string) => Object.fromEntries((await list(query)).body.data.map((s) => [s.name, s.deliversToPincode]));

  /** Walks every page of `query` at `limit` stores a page and gives the names in order. */
  const walk = async (query: string, limit: number) => {
    const seen: string[] = [];
    for (let page = 1; page < 50; page += 1) {
      const { status, body } = await list(`${query}&limit=${limit}&page=${page}`);
      expect(status).toBe(200);
      expect(body.currentPage).toBe(page);
      seen.push(...body.data.map((s) => s.name));
      if (!body.hasNextPage) return { seen, last: body };
    }
    throw new Error('the pages never end');
  };

  describe('paging with totals', () => {
    const city = newCity('Paging');
    const PUNE = { lat: 18.5204, lng: 73.8567 };
    beforeAll(async () => {
      for (let i = 0; i < 7; i += 1) {
        const { store } = await storeIn(city, `Paged ${i}`, i === 3 ? {} : { coordinates: { lat: PUNE.lat + i * 0.01, lng: PUNE.lng } });
        // Equal ratings and one creation time: only the id tells them apart, so a missing tiebreak repeats or skips stores.
        await setRow(store.id, { rating: 4, review_count: 2, created_at: new Date('2026-11-01T00:00:00Z') });
      }
    });

    for (const sort of ['recommended', 'rating', 'newest', 'nearest'] as const) {
      it(`sort=${sort}: 7 stores at 3 a page come on 3 pages, each exactly once, with totalCount 7`, async () => {
        const { seen, last } = await walk(`city=${city}&sort=${sort}&lat=${PUNE.lat}&lng=${PUNE.lng}`, 3);
        expect(seen).toHaveLength(7);
        expect(new Set(seen).size).toBe(7);
        expect(last.totalCount).toBe(7);
        expect(last.totalPages).toBe(3);
        expect(last.currentPage).toBe(3);
      });
    }

    it('keeps the old reply for old callers (success, data, currentPage, hasNextPage) and adds the totals', async () => {
      const { body } = await list(`city=${city}&limit=5`);
      expect(body).toMatchObject({ success: true, currentPage: 1, hasNextPage: true, totalCount: 7, totalPages: 2 });
      expect(body.data).toHaveLength(5);
      expect(body.data[0]).not.toHaveProperty('deliversToPincode');
      expect(body.data[0]).not.toHaveProperty('distance');
    });

    it('sort=nearest: nearest first with distances in km, the store without coordinates last', async () => {
      const { body } = await list(`city=${city}&sort=nearest&lat=${PUNE.lat}&lng=${PUNE.lng}`);
      expect(body.data.map((s) => s.name)).toEqual(['Paged 0', 'Paged 1', 'Paged 2', 'Paged 4', 'Paged 5', 'Paged 6', 'Paged 3']);
      expect(body.data[0]!.distance).toBe(0);
      expect(body.data[1]!.distance).toBe(1.1);
      expect(body.data.at(-1)!.distance).toBeUndefined();
    });
  });

  describe('the orders', () => {
    const city = newCity('Order');
    const made = async (name: string, row: Parameters<typeof setRow>[1]) => setRow((await storeIn(city, name)).store.id, row);
    beforeAll(async () => {
      await made('Unreviewed Old', { created_at: new Date('2026-01-01T00:00:00Z') });
      await made('Five Star Few', { rating: 5, review_count: 1, created_at: new Date('2026-03-01T00:00:00Z') });
      await made('Four Star', { rating: 4.2, review_count: 30, created_at: new Date('2026-05-01T00:00:00Z') });
      await made('Unreviewed New', { created_at: new Date('2026-10-01T00:00:00Z') });
      await made('Two Star', { rating: 2, review_count: 4, created_at: new Date('2026-02-01T00:00:00Z') });
    });

    it('sort=rating: rated stores by rating, stores without reviews after every rated one (never as 4.5)', async () => {
      const order = await names(`city=${city}&sort=rating`);
      expect(order.slice(0, 3)).toEqual(['Five Star Few', 'Four Star', 'Two Star']);
      expect(order.slice(3).toSorted()).toEqual(['Unreviewed New', 'Unreviewed Old']);
      const unreviewed = (await list(`city=${city}&sort=rating`)).body.data.slice(3);
      expect(unreviewed.map((s) => [s.rating, s.reviewCount])).toEqual([[0, 0], [0, 0]]);
    });

    it('sort=newest: the most recently opened first', async () => {
      expect(await names(`city=${city}&sort=newest`)).toEqual(['Unreviewed New', 'Four Star', 'Five Star Few', 'Two Star', 'Unreviewed Old']);
    });

    it('no sort (recommended): open first, then rating and name, as before', async () => {
      expect(await names(`city=${city}`)).toEqual(['Five Star Few', 'Four Star', 'Two Star', 'Unreviewed New', 'Unreviewed Old']);
    });
  });

  describe('category', () => {
    const city = newCity('Category');
    beforeAll(async () => {
      await storeIn(city, 'Main Bakery', { category: 'Bakery' });
      const { seller, store } = await storeIn(city, 'Grocer With Breads', { category: 'Grocery' });
      await world.app.request(`/api/stores/${store.id}/categories`, request('POST', { name: 'bakery' }, seller));
      await storeIn(city, 'Only Grocery', { category: 'Grocery' });
      await storeIn(newCity('Elsewhere'), 'Bakery Elsewhere', { category: 'Bakery' });
    });

    it('finds a store by its category or any of its categories, in any case, within the city', async () => {
      expect((await names(`city=${city}&category=BAKERY`)).toSorted()).toEqual(['Grocer With Breads', 'Main Bakery']);
      const { body } = await list(`city=${city}&category=grocery`);
      expect(body.data.map((s) => s.name).toSorted()).toEqual(['Grocer With Breads', 'Only Grocery']);
      expect(body.totalCount).toBe(2);
      expect(await names(`city=${city}&category=Toys`)).toEqual([]);
    });

    it('GET /api/stores/categories?city= counts the stores of each category of the city, most carried first', async () => {
      const res = await world.app.request(`/api/stores/categories?city=${city.toUpperCase()}`);
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: StoreCategoryCount[] };
      expect(data).toEqual([{ name: 'Bakery', count: 2 }, { name: 'Grocery', count: 2 }]);
    });

    it('a category added after the list was cached shows at once in the cached category list and chips', async () => {
      const { seller, store } = await storeIn(city, 'Late Sweets', { category: 'Sweets' });
      expect(await names(`city=${city}&category=bakery`)).toHaveLength(2);
      await world.app.request(`/api/stores/${store.id}/categories`, request('POST', { name: 'Bakery' }, seller));
      expect(await names(`city=${city}&category=bakery`)).toHaveLength(3);
      const { data } = (await (await world.app.request(`/api/stores/categories?city=${city}`)).json()) as { data: StoreCategoryCount[] };
      expect(data[0]).toEqual({ name: 'Bakery', count: 3 });
    });
  });

  describe('openNow', () => {
    const city = newCity('Open');
    let inside: Awaited<ReturnType<typeof storeIn>>;
    beforeAll(async () => {
      const now = kolkataClock(new Date()).minute;
      inside = await storeIn(city, 'Inside Hours', { businessHours: hoursBetween(now - 60, now + 60) });
      await storeIn(city, 'No Hours Given');
      await storeIn(city, 'Outside Hours', { businessHours: hoursBetween(now + 120, now + 180) });
      const { seller, store } = await storeIn(city, 'Switched Off', { businessHours: hoursBetween(now - 60, now + 60) });
      await world.app.request(`/api/stores/${store.id}/toggle-status`, request('PUT', undefined, seller));
    });

    it('lists only stores switched on by their seller and inside their hours now (Asia/Kolkata)', async () => {
      const { body } = await list(`city=${city}&openNow=true`);
      expect(body.data.map((s) => s.name).toSorted()).toEqual(['Inside Hours', 'No Hours Given']);
      expect(body.totalCount).toBe(2);
      expect((await list(`city=${city}&openNow=false`)).body.totalCount).toBe(4);
    });

    it('is kept for the minute, yet a seller switching the store off leaves it at once', async () => {
      expect((await list(`city=${city}&openNow=true`)).body.totalCount).toBe(2);
      await world.app.request(`/api/stores/${inside.store.id}/toggle-status`, request('PUT', undefined, inside.seller));
      const { body } = await list(`city=${city}&openNow=true`);
      expect(body.data.map((s) => s.name)).toEqual(['No Hours Given']);
    });
  });

  describe('pincode', () => {
    const city = newCity('Pin');
    beforeAll(async () => {
      await storeIn(city, 'Pincode Only', { deliveryOptions: { pincodeBasedDelivery: true, entireCityDelivery: false, serviceablePincodes: ['411001'] } });
      await storeIn(city, 'Pincodes But Whole City', { deliveryOptions: { pincodeBasedDelivery: true, entireCityDelivery: true, serviceablePincodes: ['411001'] } });
      await storeIn(city, 'Whole City');
      await storeIn(city, 'Pincode Mode No List', { deliveryOptions: { pincodeBasedDelivery: true, entireCityDelivery: false, serviceablePincodes: [] } });
    });

    it('marks each store with whether it delivers to the pincode, by the checkout rule', async () => {
      expect(await flags(`city=${city}&pincode=411002`)).toEqual({ 'Pincode Only': false, 'Pincodes But Whole City': true, 'Whole City': true, 'Pincode Mode No List': false });
      expect(await flags(`city=${city}&pincode=411001`)).toEqual({ 'Pincode Only': true, 'Pincodes But Whole City': true, 'Whole City': true, 'Pincode Mode No List': false });
    });

    it('deliversTo= keeps only the stores that deliver there, and counts only them', async () => {
      const { body } = await list(`city=${city}&deliversTo=411002`);
      expect(body.data.map((s) => s.name).toSorted()).toEqual(['Pincodes But Whole City', 'Whole City']);
      expect(body.totalCount).toBe(2);
    });
  });

  it('refuses bad values with 400 and a message naming the parameter', async () => {
    const cases: [string, RegExp][] = [
      ['sort=cheapest', /sort must be one of recommended, nearest, rating, newest/],
      ['sort=nearest', /sort=nearest needs lat and lng/],
      ['sort=nearest&lat=18.5', /lat and lng go together/],
      ['lat=north&lng=73', /lat must be a number/],
      ['lat=95&lng=73', /lat must be between -90 and 90/],
      ['openNow=yes', /openNow must be true or false/],
      ['pincode=12345', /pincode: A pincode is 6 digits/],
      ['deliversTo=011001', /deliversTo: A pincode is 6 digits/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(message);
    }
  });
});
