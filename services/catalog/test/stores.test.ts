import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NearbyStore, SlugAvailability, Store, StoreLiveStatus, StoreStatus } from '@haat/contracts';
import { kolkataClock } from '../src/stores/live-status.ts';
import { addProduct, caller, hoursBetween, openStore, request, startCatalog, type Caller, type CatalogWorld } from './helpers.ts';

type Body<T> = { success: boolean; data: T; error?: string; message?: string };
type Reply<T> = { status: number; body: Body<T> };

const PUNE = { lat: 18.5204, lng: 73.8567 };

describe('catalog: stores', () => {
  let world: CatalogWorld;
  let admin: Caller;
  beforeAll(async () => {
    world = await startCatalog();
    admin = await caller('superadmin');
  });
  afterAll(() => world.env.cleanup());

  const call = async <T>(method: string, path: string, body?: unknown, who?: Caller | null): Promise<Reply<T>> => {
    const res = await world.app.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  const get = <T>(path: string, who?: Caller | null) => call<T>('GET', path, undefined, who);
  const fetchStore = async (id: string, who?: Caller) => (await get<Store>(`/api/stores/${id}`, who)).body.data;
  const checkSlug = async (slug: string, who?: Caller) => (await get<SlugAvailability>(`/api/stores/check-slug/${encodeURIComponent(slug)}`, who)).body.data;

  const listingKey = (storeId: string) => `${world.env.prefix}:catalog:listing:${storeId}`;
  /** Reads the store page until Redis holds it, so a write that forgets to invalidate fails the check after it. */
  const warm = async (storeId: string) => {
    for (let i = 0; i < 50; i++) {
      await world.app.request(`/api/stores/${storeId}/products`);
      if (await world.deps.redis.hexists(listingKey(storeId), '1:50:')) return;
      await sleep(10);
    }
    throw new Error('the store page was never cached');
  };
  const stillCached = async (storeId: string) => (await world.deps.redis.hexists(listingKey(storeId), '1:50:')) === 1;

  const unknownIds = [crypto.randomUUID(), 'not-a-store-id', '123'];

  /** A fresh seller with a fresh store. */
  const sellerWithStore = async (body: Parameters<typeof openStore>[2] = {}) => {
    const seller = await caller('seller');
    const store = await openStore(world.app, seller, { name: `Store ${crypto.randomUUID().slice(0, 8)}`, ...body });
    return { seller, store };
  };

  const cityList = async (city: string) => (await get<Store[]>(`/api/stores?city=${city}`)).body.data;

  const warmList = async (city: string) => {
    for (let i = 0; i < 50; i++) {
      await cityList(city);
      if (await world.deps.redis.hexists(`${world.env.prefix}:catalog:store-lists:public`, `${city.toLowerCase()}|100|1`)) return;
      await sleep(10);
    }
    throw new Error('the store list was never cached');
  };

  describe('the cached public store list', () => {
    it('shows a new store, a renamed one and a closed one at once, though it is cached in between', async () => {
      const city = `Cachepur${crypto.randomUUID().slice(0, 4)}`;
      await warmList(city);
      const { seller, store } = await sellerWithStore({ city });
      expect((await cityList(city)).map((s) => s.id)).toEqual([store.id]);
      await warmList(city);
      await call('PUT', `/api/stores/${store.id}`, { name: 'Renamed Kirana' }, seller);
      expect((await cityList(city))[0]?.name).toBe('Renamed Kirana');
      await warmList(city);
      await call('PUT', `/api/stores/${store.id}/toggle-status`, undefined, seller);
      expect((await cityList(city))[0]?.isOpen).toBe(false);
    });
  });

  describe('PUT /api/stores/:id', () => {
    it('the owner changes every field of the spec, delivery options merged into the stored ones', async () => {
      const { seller, store } = await sellerWithStore({ deliveryOptions: { localDeliveryFee: 30, freeShippingThreshold: 499 } });
      const changes = {
        name: 'Sharma General Store', description: 'Everything for the home', address: '12 MG Road', location: 'Near the clock tower',
        city: 'Pune', businessHours: 'Mon-Sat 9am-9pm; Sun closed', category: 'Grocery', phone: '+919800000099', email: 'shop@example.in',
        image: '/images/store/a.jpg', bannerImage: '/images/store/b.jpg', tags: ['kirana', '', 'fresh'], paymentOptions: ['UPI Payment', 'UPI Payment'],
        storeInstructions: 'Ring the bell', upiId: 'sharma@okaxis', coordinates: PUNE, slug: 'Sharma-General', categories: ['Dairy', 'dairy', 'Snacks'],
        deliveryOptions: { nationwide: true, nationwideDeliveryFee: 120.5, serviceablePincodes: ['411001'] },
        isOpen: false, rating: 5, owner: 'someone-else', unknownField: 'ignored',
      };
      const reply = await call<Store>('PUT', `/api/stores/${store.id}`, changes, seller);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({
        _id: store.id, id: store.id, owner: seller.id, name: 'Sharma General Store', slug: 'sharma-general', description: 'Everything for the home',
        address: '12 MG Road', location: 'Near the clock tower', businessHours: 'Mon-Sat 9am-9pm; Sun closed', category: 'Grocery',
        phone: '+919800000099', email: 'shop@example.in', image: '/images/store/a.jpg', bannerImage: '/images/store/b.jpg',
        tags: ['kirana', 'fresh'], paymentOptions: ['UPI Payment'], storeInstructions: 'Ring the bell', upiId: 'sharma@okaxis',
        coordinates: PUNE, categories: ['Dairy', 'Snacks'], isOpen: false, rating: 0, isActive: true, verificationStatus: 'unverified',
      });
      expect(reply.body.data.deliveryOptions).toMatchObject({
        localDeliveryFee: 30, freeShippingThreshold: 499, nationwide: true, nationwideDeliveryFee: 120.5, serviceablePincodes: ['411001'], localDelivery: true,
      });
      expect(await fetchStore(store.id)).toEqual(reply.body.data);
    });

    it('changes only what is sent; coordinates can be cleared with null', async () => {
      const { seller, store } = await sellerWithStore({ coordinates: PUNE, description: 'Keep me' });
      const reply = await call<Store>('PUT', `/api/stores/${store.id}`, { phone: '12345' }, seller);
      expect(reply.body.data).toMatchObject({ phone: '12345', description: 'Keep me', coordinates: PUNE, name: store.name, slug: store.slug });
      expect((await call<Store>('PUT', `/api/stores/${store.id}`, { coordinates: null }, seller)).body.data.coordinates).toBeNull();
    });

    it('a superadmin may change any store; another seller (403), a buyer (403) and a guest (401) may not, and nothing changes', async () => {
      const { store } = await sellerWithStore();
      expect((await call<Store>('PUT', `/api/stores/${store.id}`, { description: 'By the admin' }, admin)).body.data.description).toBe('By the admin');
      const before = await fetchStore(store.id);
      for (const [who, status] of [[await caller('seller'), 403], [await caller('buyer'), 403], [null, 401]] as const) {
        expect((await call('PUT', `/api/stores/${store.id}`, { name: 'Taken over' }, who)).status).toBe(status);
      }
      expect(await fetchStore(store.id)).toEqual(before);
    });

    it('unknown or malformed ids are 404 "Store not found"', async () => {
      const seller = await caller('seller');
      for (const id of unknownIds) {
        const reply = await call('PUT', `/api/stores/${id}`, { name: 'X' }, seller);
        expect(reply).toMatchObject({ status: 404, body: { success: false, error: 'Store not found' } });
      }
    });

    it('refuses invalid fields with 400 naming the field, and changes nothing', async () => {
      const { seller, store } = await sellerWithStore();
      const before = await fetchStore(store.id);
      const cases: [unknown, RegExp][] = [
        [{ name: '' }, /^name/],
        [{ deliveryOptions: { localDeliveryFee: -1 } }, /^deliveryOptions\.localDeliveryFee/],
        [{ paymentOptions: ['Bitcoin'] }, /^paymentOptions/],
        [{ coordinates: { lat: 95, lng: 73 } }, /^coordinates\.lat/],
        [{ businessHours: '10-6' }, /^businessHours/],
        [{ slug: 'a_b' }, /^slug/],
        [{ slug: 'cart' }, /^slug: This address is reserved/],
        [{ customSlug: 'x' }, /^customSlug/],
        [{ tags: 'not-a-list' }, /^tags/],
      ];
      for (const [body, field] of cases) {
        const reply = await call('PUT', `/api/stores/${store.id}`, body, seller);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.message, JSON.stringify(body)).toMatch(field);
      }
      const malformed = await world.app.request(`/api/stores/${store.id}`, { ...request('PUT', undefined, seller), body: '{nope', headers: { Authorization: `Bearer ${seller.token}`, 'Content-Type': 'application/json' } });
      expect(malformed.status).toBe(400);
      expect(await fetchStore(store.id)).toEqual(before);
    });

    it('a custom slug taken by another store is 409; the spec\'s customSlug field works too', async () => {
      const { store: other } = await sellerWithStore();
      const { seller, store } = await sellerWithStore();
      const taken = await call('PUT', `/api/stores/${store.id}`, { slug: other.slug }, seller);
      expect(taken).toMatchObject({ status: 409, body: { error: 'This address is already taken' } });
      expect((await fetchStore(store.id)).slug).toBe(store.slug);
      const custom = await call<Store>('PUT', `/api/stores/${store.id}`, { customSlug: `my-${store.slug}` }, seller);
      expect(custom.body.data.slug).toBe(`my-${store.slug}`);
    });

    it('invalidates the store\'s product listing', async () => {
      const { seller, store } = await sellerWithStore();
      await warm(store.id);
      await call('PUT', `/api/stores/${store.id}`, { description: 'changed' }, seller);
      expect(await stillCached(store.id)).toBe(false);
    });
  });

  describe('DELETE /api/stores/:id', () => {
    it('the owner deletes the store and its products; its listing is gone at once; the seller may open a new one', async () => {
      const { seller, store } = await sellerWithStore();
      const product = await addProduct(world.app, seller, { storeId: store.id, name: 'Milk', price: 30, quantity: 5 });
      await warm(store.id);
      const reply = await call<{ id: string }>('DELETE', `/api/stores/${store.id}`, undefined, seller);
      expect(reply).toMatchObject({ status: 200, body: { success: true, data: { id: store.id, _id: store.id } } });
      expect((await get(`/api/stores/${store.id}`)).status).toBe(404);
      expect((await get(`/api/stores/${store.id}/products`)).status).toBe(404);
      expect((await get(`/api/products/${product.id}`)).status).toBe(404);
      await openStore(world.app, seller, { name: 'Second Life Store' });
    });

    it('a superadmin may delete any store; others get 403 (401 without a token), unknown ids 404, and the store stays', async () => {
      const { store } = await sellerWithStore();
      for (const [who, status] of [[await caller('seller'), 403], [await caller('buyer'), 403], [null, 401]] as const) {
        expect((await call('DELETE', `/api/stores/${store.id}`, undefined, who)).status).toBe(status);
      }
      expect((await get(`/api/stores/${store.id}`)).status).toBe(200);
      for (const id of unknownIds) expect((await call('DELETE', `/api/stores/${id}`, undefined, admin)).status).toBe(404);
      expect((await call('DELETE', `/api/stores/${store.id}`, undefined, admin)).status).toBe(200);
      expect((await call('DELETE', `/api/stores/${store.id}`, undefined, admin)).status).toBe(404);
    });
  });

  describe('slugs', () => {
    it('GET /api/stores/by-slug/:slug finds a live store in any case; unknown slugs are 404', async () => {
      const { store } = await sellerWithStore({ name: 'Slug Lookup Sweets' });
      expect((await get<Store>('/api/stores/by-slug/slug-lookup-sweets')).body.data).toEqual(store);
      expect((await get<Store>('/api/stores/by-slug/SLUG-Lookup-Sweets')).body.data.id).toBe(store.id);
      const missing = await get('/api/stores/by-slug/no-such-store');
      expect(missing).toMatchObject({ status: 404, body: { error: 'Store not found' } });
      expect((await get(`/api/stores/by-slug/${'x'.repeat(300)}`)).status).toBe(404);
    });

    it('GET /api/stores/check-slug/:slug says whether an address is free, and why not', async () => {
      const { seller, store } = await sellerWithStore();
      expect(await checkSlug('a-free-address-42')).toMatchObject({ slug: 'a-free-address-42', available: true });
      expect(await checkSlug('A-Free-Address-42')).toMatchObject({ slug: 'a-free-address-42', available: true });
      expect(await checkSlug(store.slug)).toMatchObject({ available: false, reason: 'taken' });
      expect(await checkSlug(store.slug, seller)).toMatchObject({ available: true }); // the caller's own address
      expect(await checkSlug(store.slug, await caller('seller'))).toMatchObject({ available: false, reason: 'taken' });
      expect(await checkSlug('checkout')).toMatchObject({ available: false, reason: 'reserved' });
      expect(await checkSlug('stores')).toMatchObject({ available: false, reason: 'reserved' });
      for (const bad of ['ab', 'under_score', '-edge', 'double--hyphen', 'ünïcode', 'x'.repeat(61)]) {
        expect(await checkSlug(bad), bad).toMatchObject({ available: false, reason: 'invalid' });
      }
    });

    it('names that would make a bad address get a safe automatic slug', async () => {
      expect((await sellerWithStore({ name: 'Cart' })).store.slug).toBe('cart-store');
      expect((await sellerWithStore({ name: 'AB' })).store.slug).toBe('ab-store');
      expect((await sellerWithStore({ name: 'शर्मा किराना' })).store.slug).toMatch(/^store-[0-9a-f]{6}$/);
      expect((await sellerWithStore({ name: 'Café Délice' })).store.slug).toBe('cafe-delice');
    });
  });

  describe('GET /api/stores/nearby', () => {
    // Stores at known distances north of a point no other test uses.
    const centre = { lat: 21.0, lng: 79.0 };
    const north = (km: number) => ({ lat: centre.lat + km / 111.2, lng: centre.lng });
    let near: Store, middle: Store, far: Store;
    beforeAll(async () => {
      near = (await sellerWithStore({ name: 'Near Store', coordinates: north(0.5) })).store;
      middle = (await sellerWithStore({ name: 'Middle Store', coordinates: north(6) })).store;
      far = (await sellerWithStore({ name: 'Far Store', coordinates: north(30) })).store;
      await sellerWithStore({ name: 'No Coordinates Store', city: 'Nagpur' });
    });

    it('gives live stores within 10 km by default, nearest first, each with its distance', async () => {
      const reply = await get<NearbyStore[]>(`/api/stores/nearby?lat=${centre.lat}&lng=${centre.lng}`);
      expect(reply.status).toBe(200);
      expect(reply.body.data.map((s) => s.id)).toEqual([near.id, middle.id]);
      expect(reply.body.data[0]).toMatchObject({ ...near, distance: 0.5 });
      expect(reply.body.data[1]!.distance).toBe(6);
      const wide = await get<NearbyStore[]>(`/api/stores/nearby?location=${centre.lat},${centre.lng}&radius=50`);
      expect(wide.body.data.map((s) => s.id)).toEqual([near.id, middle.id, far.id]);
      expect((await get<NearbyStore[]>(`/api/stores/nearby?lat=${centre.lat}&lng=${centre.lng}&radius=50&limit=1`)).body.data).toHaveLength(1);
    });

    it('leaves out deactivated stores', async () => {
      const { store } = await sellerWithStore({ name: 'Soon Hidden', coordinates: north(1) });
      expect((await get<NearbyStore[]>(`/api/stores/nearby?lat=${centre.lat}&lng=${centre.lng}`)).body.data.map((s) => s.id)).toContain(store.id);
      await call('PATCH', `/api/stores/${store.id}/status`, { isActive: false }, admin);
      expect((await get<NearbyStore[]>(`/api/stores/nearby?lat=${centre.lat}&lng=${centre.lng}`)).body.data.map((s) => s.id)).not.toContain(store.id);
    });

    it('refuses a missing point or a radius out of range, naming the field', async () => {
      for (const [query, field] of [['', /^lat/], ['lat=21', /^lng/], ['lat=21&lng=79&radius=101', /^radius/], ['lat=21&lng=79&radius=-1', /^radius/], ['lat=21&lng=79&limit=0', /^limit/]] as const) {
        const reply = await get(`/api/stores/nearby?${query}`);
        expect(reply.status, query).toBe(400);
        expect(reply.body.message, query).toMatch(field);
      }
    });
  });

  describe('status', () => {
    it('GET /api/stores/:id/status gives the switches; unknown or malformed ids are 404', async () => {
      const { store } = await sellerWithStore();
      const reply = await get<StoreStatus>(`/api/stores/${store.id}/status`);
      expect(reply.body).toEqual({
        success: true,
        data: { storeId: store.id, name: store.name, status: 'open', isOpen: true, isActive: true, verificationStatus: 'unverified', updatedAt: store.updatedAt },
      });
      for (const id of unknownIds) expect((await get(`/api/stores/${id}/status`)).status).toBe(404);
    });

    it('PATCH /api/stores/:id/status closes and opens the store (status or isOpen), and invalidates its listing', async () => {
      const { seller, store } = await sellerWithStore();
      await warm(store.id);
      const closed = await call<StoreStatus>('PATCH', `/api/stores/${store.id}/status`, { status: 'closed' }, seller);
      expect(closed.body.data).toMatchObject({ status: 'closed', isOpen: false, isActive: true });
      expect(await stillCached(store.id)).toBe(false);
      expect((await fetchStore(store.id)).isOpen).toBe(false);
      await warm(store.id);
      expect((await call<StoreStatus>('PATCH', `/api/stores/${store.id}/status`, { isOpen: true }, seller)).body.data.status).toBe('open');
      expect(await stillCached(store.id)).toBe(false);
    });

    it('only a superadmin activates or deactivates; a deactivated store leaves the public lists but not its owner\'s', async () => {
      const { seller, store } = await sellerWithStore({ name: 'Deactivated Dhaba', city: 'Jalgaon' });
      const refused = await call('PATCH', `/api/stores/${store.id}/status`, { isActive: false }, seller);
      expect(refused).toMatchObject({ status: 403, body: { error: 'Only a superadmin can activate or deactivate a store' } });
      expect((await fetchStore(store.id)).isActive).toBe(true);

      await warm(store.id);
      const off = await call<StoreStatus>('PATCH', `/api/stores/${store.id}/status`, { isActive: false }, admin);
      expect(off.body.data).toMatchObject({ isActive: false, isOpen: true });
      expect(await stillCached(store.id)).toBe(false);

      expect((await get<Store[]>('/api/stores?city=Jalgaon')).body.data).toEqual([]);
      expect((await get<Store[]>('/api/stores?search=Deactivated')).body.data).toEqual([]);
      for (const path of [`/api/stores/${store.id}`, `/api/stores/by-slug/${store.slug}`, `/api/stores/${store.id}/status`, `/api/stores/${store.id}/live-status`, `/api/stores/${store.id}/categories`]) {
        expect((await get(path)).status, path).toBe(404);
        expect((await get(path, await caller('buyer'))).status, path).toBe(404);
        expect((await get(path, seller)).status, path).toBe(200);
        expect((await get(path, admin)).status, path).toBe(200);
      }
      expect((await get<Store[]>('/api/stores?owner=me', seller)).body.data.map((s) => s.id)).toEqual([store.id]);

      expect((await call<StoreStatus>('PATCH', `/api/stores/${store.id}/status`, { isActive: true }, admin)).body.data.isActive).toBe(true);
      expect((await get<Store[]>('/api/stores?city=Jalgaon')).body.data.map((s) => s.id)).toEqual([store.id]);
    });

    it('PATCH refuses an empty or contradictory body (400), strangers (403), guests (401) and unknown ids (404), changing nothing', async () => {
      const { seller, store } = await sellerWithStore();
      for (const body of [{}, { status: 'paused' }, { isOpen: 'yes' }, { status: 'open', isOpen: false }]) {
        expect((await call('PATCH', `/api/stores/${store.id}/status`, body, seller)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await call('PATCH', `/api/stores/${store.id}/status`, { status: 'closed' }, await caller('seller'))).status).toBe(403);
      expect((await call('PATCH', `/api/stores/${store.id}/status`, { status: 'closed' }, await caller('buyer'))).status).toBe(403);
      expect((await call('PATCH', `/api/stores/${store.id}/status`, { status: 'closed' })).status).toBe(401);
      for (const id of unknownIds) expect((await call('PATCH', `/api/stores/${id}/status`, { status: 'closed' }, seller)).status).toBe(404);
      expect(await fetchStore(store.id)).toEqual(store);
    });

    it('PUT /api/stores/:id/toggle-status flips open and closed, even under concurrent toggles, and invalidates the listing', async () => {
      const { seller, store } = await sellerWithStore();
      await warm(store.id);
      const first = await call<StoreStatus>('PUT', `/api/stores/${store.id}/toggle-status`, undefined, seller);
      expect(first).toMatchObject({ status: 200, body: { data: { status: 'closed', isOpen: false }, message: 'Store is now closed' } });
      expect(await stillCached(store.id)).toBe(false);
      expect((await call<StoreStatus>('PUT', `/api/stores/${store.id}/toggle-status`, undefined, admin)).body.data.isOpen).toBe(true);
      await Promise.all(Array.from({ length: 4 }, () => call('PUT', `/api/stores/${store.id}/toggle-status`, undefined, seller)));
      expect((await fetchStore(store.id)).isOpen).toBe(true); // four flips
      expect((await call('PUT', `/api/stores/${store.id}/toggle-status`, undefined, await caller('seller'))).status).toBe(403);
      expect((await call('PUT', `/api/stores/${store.id}/toggle-status`)).status).toBe(401);
      for (const id of unknownIds) expect((await call('PUT', `/api/stores/${id}/toggle-status`, undefined, seller)).status).toBe(404);
    });

    it('GET /api/stores/status?owner= gives an owner\'s store statuses', async () => {
      const { seller, store } = await sellerWithStore();
      const mine = await get<StoreStatus[]>('/api/stores/status?owner=me', seller);
      expect(mine.body.data).toEqual([expect.objectContaining({ storeId: store.id, status: 'open' })]);
      expect((await get<StoreStatus[]>(`/api/stores/status?owner=${seller.id}`)).body.data.map((s) => s.storeId)).toEqual([store.id]);
      expect((await get<StoreStatus[]>(`/api/stores/status?owner=${crypto.randomUUID()}`)).body.data).toEqual([]);
      expect((await get<StoreStatus[]>('/api/stores/status?owner=me', await caller('seller'))).body.data).toEqual([]);
      await call('PATCH', `/api/stores/${store.id}/status`, { isActive: false }, admin);
      expect((await get<StoreStatus[]>(`/api/stores/status?owner=${seller.id}`)).body.data).toEqual([]);
      expect((await get<StoreStatus[]>('/api/stores/status?owner=me', seller)).body.data).toHaveLength(1);
      expect((await get<StoreStatus[]>(`/api/stores/status?owner=${seller.id}`, admin)).body.data).toHaveLength(1);

      expect((await get('/api/stores/status?owner=me')).status).toBe(401);
      for (const query of ['', '?owner=', '?owner=someone']) {
        const reply = await get(`/api/stores/status${query}`);
        expect(reply.status, query).toBe(400);
        expect(reply.body.message, query).toMatch(/^owner/);
      }
    });
  });

  describe('GET /api/stores/:id/live-status', () => {
    it('is open when the seller has not closed it and now (Asia/Kolkata) is inside its hours', async () => {
      const { seller, store } = await sellerWithStore({ businessHours: '00:00-24:00' });
      const before = Date.now();
      const reply = await get<StoreLiveStatus>(`/api/stores/${store.id}/live-status`);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: true, data: { isOpen: true, isOperational: true, timestamp: expect.any(String) } });
      expect(Date.parse(reply.body.data.timestamp)).toBeGreaterThanOrEqual(before - 1000);

      await call('PUT', `/api/stores/${store.id}/toggle-status`, undefined, seller);
      expect((await get<StoreLiveStatus>(`/api/stores/${store.id}/live-status`)).body.data).toMatchObject({ isOpen: false, isOperational: false });
    });

    it('is closed outside its hours while still operational; a store without hours is open', async () => {
      const now = kolkataClock(new Date()).minute;
      const { seller, store } = await sellerWithStore({ businessHours: hoursBetween(now + 120, now + 180) });
      expect((await get<StoreLiveStatus>(`/api/stores/${store.id}/live-status`)).body.data).toMatchObject({ isOpen: false, isOperational: true });
      await call('PUT', `/api/stores/${store.id}`, { businessHours: hoursBetween(now - 60, now + 60) }, seller);
      expect((await get<StoreLiveStatus>(`/api/stores/${store.id}/live-status`)).body.data).toMatchObject({ isOpen: true });
      await call('PUT', `/api/stores/${store.id}`, { businessHours: '' }, seller);
      expect((await get<StoreLiveStatus>(`/api/stores/${store.id}/live-status`)).body.data).toMatchObject({ isOpen: true, isOperational: true });
    });

    it('unknown or malformed ids are 404', async () => {
      for (const id of unknownIds) expect((await get(`/api/stores/${id}/live-status`)).status).toBe(404);
    });
  });

  // Accepted requests (a document and a phone verified at identity) are tested in store-settings.test.ts.
  describe('POST /api/stores/me/submit-verification', () => {
    it('refuses a seller without a store (404), other roles (403), guests (401) and invalid bodies (400)', async () => {
      expect(await call('POST', '/api/stores/me/submit-verification', {}, await caller('seller'))).toMatchObject({ status: 404, body: { error: 'Store not found' } });
      expect((await call('POST', '/api/stores/me/submit-verification', {}, await caller('buyer'))).status).toBe(403);
      expect((await call('POST', '/api/stores/me/submit-verification', {}, admin)).status).toBe(403);
      expect((await call('POST', '/api/stores/me/submit-verification', {})).status).toBe(401);
      const { seller, store } = await sellerWithStore();
      const tooMany = await call('POST', '/api/stores/me/submit-verification', { documents: Array.from({ length: 6 }, (_, i) => `/d/${i}.jpg`) }, seller);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toMatch(/^documents/);
      const malformed = await world.app.request('/api/stores/me/submit-verification', { method: 'POST', body: '{oops', headers: { Authorization: `Bearer ${seller.token}` } });
      expect(malformed.status).toBe(400);
      expect((await fetchStore(store.id)).verificationStatus).toBe('unverified');
    });
  });

  describe('categories', () => {
    it('the owner adds and deletes categories; names are unique in any case', async () => {
      const { seller, store } = await sellerWithStore();
      expect((await get<string[]>(`/api/stores/${store.id}/categories`)).body).toEqual({ success: true, data: [] });
      const added = await call<string[]>('POST', `/api/stores/${store.id}/categories`, { name: '  Dairy ' }, seller);
      expect(added).toMatchObject({ status: 201, body: { success: true, data: ['Dairy'] } });
      await call('POST', `/api/stores/${store.id}/categories`, { name: 'Snacks' }, seller);
      const duplicate = await call('POST', `/api/stores/${store.id}/categories`, { name: 'dairy' }, seller);
      expect(duplicate).toMatchObject({ status: 409, body: { success: false, error: "Category 'dairy' already exists" } });
      expect((await get<string[]>(`/api/stores/${store.id}/categories`)).body.data).toEqual(['Dairy', 'Snacks']);
      expect((await fetchStore(store.id)).categories).toEqual(['Dairy', 'Snacks']);

      const removed = await call<string[]>('DELETE', `/api/stores/${store.id}/categories/DAIRY`, undefined, seller);
      expect(removed).toMatchObject({ status: 200, body: { data: ['Snacks'] } });
      const missing = await call('DELETE', `/api/stores/${store.id}/categories/Dairy`, undefined, seller);
      expect(missing).toMatchObject({ status: 404, body: { error: "Category 'Dairy' not found" } });
      const spaced = await call<string[]>('POST', `/api/stores/${store.id}/categories`, { name: 'Fruits & Vegetables' }, admin);
      expect(spaced.body.data).toEqual(['Snacks', 'Fruits & Vegetables']);
      expect((await call<string[]>('DELETE', `/api/stores/${store.id}/categories/${encodeURIComponent('Fruits & Vegetables')}`, undefined, seller)).body.data).toEqual(['Snacks']);
    });

    it('concurrent adds of one name create it once', async () => {
      const { seller, store } = await sellerWithStore();
      const statuses = await Promise.all(['Bakery', 'BAKERY', 'bakery', 'Bakery'].map(async (name) => (await call('POST', `/api/stores/${store.id}/categories`, { name }, seller)).status));
      expect(statuses.toSorted()).toEqual([201, 409, 409, 409]);
      expect((await get<string[]>(`/api/stores/${store.id}/categories`)).body.data).toHaveLength(1);
    });

    it('refuses strangers (403), guests (401), blank or long names (400) and unknown stores (404), changing nothing', async () => {
      const { seller, store } = await sellerWithStore();
      await call('POST', `/api/stores/${store.id}/categories`, { name: 'Dairy' }, seller);
      expect((await call('POST', `/api/stores/${store.id}/categories`, { name: 'Mine' }, await caller('seller'))).status).toBe(403);
      expect((await call('POST', `/api/stores/${store.id}/categories`, { name: 'Mine' }, await caller('buyer'))).status).toBe(403);
      expect((await call('POST', `/api/stores/${store.id}/categories`, { name: 'Mine' })).status).toBe(401);
      expect((await call('DELETE', `/api/stores/${store.id}/categories/Dairy`, undefined, await caller('seller'))).status).toBe(403);
      for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(51) }]) {
        const reply = await call('POST', `/api/stores/${store.id}/categories`, body, seller);
        expect(reply.status).toBe(400);
        expect(reply.body.message).toMatch(/^name/);
      }
      for (const id of unknownIds) {
        expect((await get(`/api/stores/${id}/categories`)).status).toBe(404);
        expect((await call('POST', `/api/stores/${id}/categories`, { name: 'X' }, seller)).status).toBe(404);
        expect((await call('DELETE', `/api/stores/${id}/categories/X`, undefined, seller)).status).toBe(404);
      }
      expect((await get<string[]>(`/api/stores/${store.id}/categories`)).body.data).toEqual(['Dairy']);
    });
  });

  describe('GET /api/stores', () => {
    it('searches name, category and description', async () => {
      const { store } = await sellerWithStore({ name: 'Zebra Crossing Mart', category: 'Stationery', description: 'Notebooks and origami paper', city: 'Latur' });
      for (const search of ['zebra', 'STATIONERY', 'origami']) {
        expect((await get<Store[]>(`/api/stores?search=${search}`)).body.data.map((s) => s.id), search).toEqual([store.id]);
      }
      expect((await get<Store[]>('/api/stores?search=origami&city=Pune')).body.data).toEqual([]);
    });

    it('pages the list (the sitemap walks every page): each store once, then no next page', async () => {
      for (let i = 0; i < 5; i += 1) await sellerWithStore({ name: `Paging Store ${i}`, city: 'Wardha' });
      const seen: string[] = [];
      for (let page = 1; ; page += 1) {
        const { body } = await get<Store[]>(`/api/stores?city=Wardha&limit=2&page=${page}`);
        const reply = body as unknown as { data: Store[]; currentPage: number; hasNextPage: boolean };
        expect(reply.currentPage).toBe(page);
        seen.push(...reply.data.map((s) => s.id));
        if (!reply.hasNextPage) break;
      }
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
    });
  });
});
