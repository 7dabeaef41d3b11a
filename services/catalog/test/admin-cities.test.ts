import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, EDGE_CACHE_TAGS_HEADER, type AdminCity, type City, type NearbyCity } from '@haat/contracts';
import { caller, openStore, request, startCatalog, type Caller, type CatalogWorld } from './helpers.ts';

type Body<T> = { success: boolean; data: T; error?: string; message?: string };
const PUNE = { lat: 18.5204, lng: 73.8567 };
const names = (cities: { name: string }[]) => cities.map((c) => c.name);

/** The console's city switch: an inactive city leaves the location picker and the city lists at once, gateways included. */
describe('catalog: cities in the console', () => {
  let world: CatalogWorld;
  let admin: Caller;
  beforeAll(async () => {
    world = await startCatalog();
    admin = await caller('superadmin');
    for (const name of ['Pune One', 'Pune Two']) await openStore(world.app, await caller('seller'), { name, city: 'Pune' });
  });
  afterAll(() => world.env.cleanup());

  const call = async <T>(method: string, url: string, body?: unknown, who: Caller | null = admin) => {
    const res = await world.app.request(url, request(method, body, who));
    return { status: res.status, headers: res.headers, body: (await res.json()) as Body<T> };
  };
  const adminCities = async () => (await call<AdminCity[]>('GET', '/api/admin/cities')).body.data;
  const pickerNames = async () => ({
    all: names((await call<City[]>('GET', '/api/locations/cities', undefined, null)).body.data),
    search: names((await call<City[]>('GET', '/api/locations/cities?search=pune', undefined, null)).body.data),
    popular: names((await call<City[]>('GET', '/api/locations/popular-cities?limit=50', undefined, null)).body.data),
    nearby: names((await call<NearbyCity[]>('GET', `/api/locations/nearby?lat=${PUNE.lat}&lng=${PUNE.lng}&radius=20`, undefined, null)).body.data),
  });

  it('signed out: 401; a buyer, a seller or a delivery partner: 403, and no city changes', async () => {
    const pune = (await adminCities()).find((c) => c.name === 'Pune')!;
    for (const who of [null, await caller('buyer'), await caller('seller'), await caller('deliveryPartner')]) {
      const expected = who ? 403 : 401;
      expect((await call('GET', '/api/admin/cities', undefined, who)).status).toBe(expected);
      expect((await call('PUT', `/api/admin/cities/${pune.id}`, { active: false }, who)).status).toBe(expected);
    }
    expect((await adminCities()).find((c) => c.name === 'Pune')!.active).toBe(true);
  });

  it('lists every city, active or not, by name, with its number of stores', async () => {
    const cities = await adminCities();
    expect(cities.length).toBeGreaterThanOrEqual(300);
    expect(cities.find((c) => c.name === 'Pune')).toEqual({ id: expect.any(String), name: 'Pune', state: 'Maharashtra', active: true, storeCount: 2 });
    expect(cities.find((c) => c.name === 'Srinagar')).toMatchObject({ active: false, storeCount: 0 });
  });

  it('switching a city off hides it from the picker and the lists at once (the gateways are told); on again brings it back', async () => {
    const pune = (await adminCities()).find((c) => c.name === 'Pune')!;
    const before = await pickerNames();
    for (const list of Object.values(before)) expect(list).toContain('Pune');
    const full = await call<City[]>('GET', '/api/locations/cities', undefined, null);
    expect(full.headers.get(EDGE_CACHE_TAGS_HEADER)).toBe('cities');

    const invalidations: unknown[] = [];
    const sub = world.deps.nc.subscribe(world.env.subjects.edgeCacheInvalidate, { callback: (_err, msg) => void invalidations.push(msg.json()) });
    await world.deps.nc.flush();
    const off = await call<AdminCity>('PUT', `/api/admin/cities/${pune.id}`, { active: false });
    expect(off).toMatchObject({ status: 200, body: { success: true, data: { id: pune.id, name: 'Pune', active: false, storeCount: 2 } } });
    const after = await pickerNames();
    for (const list of Object.values(after)) expect(list).not.toContain('Pune');
    expect(after.all.length).toBe(before.all.length - 1);
    // GET /api/cities keeps every city with its flag (spec); the pickers read only the active ones.
    expect((await call<City[]>('GET', '/api/cities?search=pune', undefined, null)).body.data.find((c) => c.name === 'Pune')).toMatchObject({ active: false });
    await world.deps.nc.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invalidations).toContainEqual({ tags: ['cities'] });
    sub.unsubscribe();

    expect((await call<AdminCity>('PUT', `/api/admin/cities/${pune.id}`, { active: true })).body.data.active).toBe(true);
    for (const list of Object.values(await pickerNames())) expect(list).toContain('Pune');
  });

  it(`an unknown or malformed city is 404 '${ADMIN_TEXTS.cityNotFound}'; a body without a boolean is 400`, async () => {
    for (const id of [crypto.randomUUID(), 'pune']) {
      expect(await call('PUT', `/api/admin/cities/${id}`, { active: false })).toMatchObject({ status: 404, body: { error: ADMIN_TEXTS.cityNotFound } });
    }
    const pune = (await adminCities()).find((c) => c.name === 'Pune')!;
    for (const body of [{}, { active: 'no' }]) expect((await call('PUT', `/api/admin/cities/${pune.id}`, body)).status).toBe(400);
    expect((await adminCities()).find((c) => c.name === 'Pune')!.active).toBe(true);
  });
});
