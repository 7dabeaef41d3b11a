import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { City, NearbyCity } from '@haat/contracts';
import type { CatalogDatabase } from '../src/database.ts';
import { startCatalog, type CatalogWorld } from './helpers.ts';

type Reply<T> = { status: number; headers: Headers; body: { success: boolean; data: T; error?: string; message?: string } };

/** The cities of the first seed (2026-11-21-02): their ids, names and active flags must survive. */
const LAUNCH_CITIES = 54;
const PUNE = { lat: 18.5204, lng: 73.8567 };
const names = (cities: City[]) => cities.map((c) => c.name);

describe('catalog: cities and locations', () => {
  let world: CatalogWorld;
  let db: Kysely<CatalogDatabase>;
  beforeAll(async () => {
    world = await startCatalog();
    db = world.deps.db as Kysely<CatalogDatabase>;
  });
  afterAll(() => world.env.cleanup());

  const get = async <T>(path: string): Promise<Reply<T>> => {
    const res = await world.app.request(path);
    return { status: res.status, headers: res.headers, body: (await res.json()) as Reply<T>['body'] };
  };

  describe('the city table', () => {
    it('holds at least 300 Indian cities, each with a state and coordinates inside India', async () => {
      const rows = await db.selectFrom('cities').selectAll().execute();
      expect(rows.length).toBeGreaterThanOrEqual(300);
      for (const row of rows) {
        expect(row.state.length, row.name).toBeGreaterThan(0);
        expect(row.latitude, row.name).toBeGreaterThan(6);
        expect(row.latitude, row.name).toBeLessThan(36);
        expect(row.longitude, row.name).toBeGreaterThan(68);
        expect(row.longitude, row.name).toBeLessThan(98);
      }
      expect(new Set(rows.map((r) => r.popularity_rank)).size).toBe(rows.length);
    });

    it('kept the launch cities as they were (one row each, inactive ones still inactive) and added the rest as active', async () => {
      const rows = await db.selectFrom('cities').selectAll().execute();
      const inactive = rows.filter((r) => !r.active).map((r) => r.name).toSorted();
      expect(inactive).toEqual(['Kozhikode', 'Shimla', 'Siliguri', 'Srinagar', 'Warangal']);
      const pune = rows.filter((r) => r.name === 'Pune');
      expect(pune).toHaveLength(1);
      expect(pune[0]).toMatchObject({ state: 'Maharashtra', active: true });
      expect(Math.abs(pune[0]!.latitude - PUNE.lat)).toBeLessThan(0.1);
      // The launch seed ran before the upsert: it created exactly LAUNCH_CITIES rows, none of them duplicated since.
      const perName = new Map<string, number>();
      for (const row of rows) perName.set(`${row.name}|${row.state}`, (perName.get(`${row.name}|${row.state}`) ?? 0) + 1);
      expect([...perName.values()].every((n) => n === 1)).toBe(true);
      expect(rows.length).toBeGreaterThan(LAUNCH_CITIES);
    });
  });

  describe('GET /api/cities', () => {
    it('keeps its shape and adds state and coordinates; cached for an hour', async () => {
      const reply = await get<City[]>('/api/cities?search=pune');
      expect(reply.status).toBe(200);
      expect(reply.body.data[0]).toEqual({
        _id: expect.any(String), id: reply.body.data[0]!._id, name: 'Pune', state: 'Maharashtra', active: true,
        coordinates: { lat: PUNE.lat, lng: PUNE.lng },
      });
      expect(reply.headers.get('Cache-Control')).toBe('public, max-age=3600');
    });

    it('GET /api/cities/:id gives one city; unknown or malformed ids are 404 "City not found"', async () => {
      const pune = (await get<City[]>('/api/cities?search=pune')).body.data[0]!;
      expect((await get<City>(`/api/cities/${pune.id}`)).body.data).toEqual(pune);
      for (const id of [crypto.randomUUID(), 'pune']) {
        const reply = await get<never>(`/api/cities/${id}`);
        expect(reply.status).toBe(404);
        expect(reply.body).toMatchObject({ success: false, error: 'City not found' });
      }
    });
  });

  describe('GET /api/locations/cities (the picker\'s server search)', () => {
    it('finds by prefix, popular first, active cities only', async () => {
      const pun = await get<City[]>('/api/locations/cities?search=pun');
      expect(pun.status).toBe(200);
      expect(pun.body.data[0]).toMatchObject({ name: 'Pune', state: 'Maharashtra', active: true });
      const mum = await get<City[]>('/api/locations/cities?search=Mum');
      expect(names(mum.body.data).slice(0, 2)).toEqual(['Mumbai', 'Navi Mumbai']); // a later word of the name matches too
      const kozh = await get<City[]>('/api/locations/cities?search=kozh');
      expect(names(kozh.body.data)).not.toContain('Kozhikode'); // inactive
      expect(kozh.body.data.every((c) => c.active)).toBe(true);
    });

    it('finds old names and forgives typos', async () => {
      expect(names((await get<City[]>('/api/locations/cities?search=bombay')).body.data)[0]).toBe('Mumbai');
      expect(names((await get<City[]>('/api/locations/cities?search=gurgaon')).body.data)[0]).toBe('Gurugram');
      expect(names((await get<City[]>('/api/locations/cities?search=banglore')).body.data)).toContain('Bengaluru');
      expect(names((await get<City[]>('/api/locations/cities?search=ahmedbad')).body.data)).toContain('Ahmedabad');
    });

    it('answers an empty list for 1-2 characters (no search text lists every city: store-settings.test.ts), and never more than 15 cities', async () => {
      for (const search of ['pu', '  p ']) {
        expect((await get<City[]>(`/api/locations/cities?search=${encodeURIComponent(search)}`)).body).toEqual({ success: true, data: [] });
      }
      const many = await get<City[]>('/api/locations/cities?search=pur&limit=100');
      expect(many.body.data).toHaveLength(15);
      expect((await get<City[]>('/api/locations/cities?search=pur&limit=3')).body.data).toHaveLength(3);
    });

    it('refuses a malformed limit (400 naming the field) and takes wildcards literally', async () => {
      const bad = await get<never>('/api/locations/cities?search=pune&limit=abc');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^limit/);
      expect((await get<City[]>('/api/locations/cities?search=%25%25%25')).body.data).toEqual([]);
    });
  });

  describe('GET /api/locations/popular-cities', () => {
    it('gives the most populous active cities, 10 by default', async () => {
      const reply = await get<City[]>('/api/locations/popular-cities');
      expect(reply.status).toBe(200);
      expect(reply.body.data).toHaveLength(10);
      expect(names(reply.body.data).slice(0, 3)).toEqual(['Mumbai', 'Delhi', 'Bengaluru']);
      expect(names(reply.body.data)).toContain('Pune');
      expect(reply.body.data.every((c) => c.active)).toBe(true);
      expect((await get<City[]>('/api/locations/popular-cities?limit=3')).body.data).toHaveLength(3);
      expect(names((await get<City[]>('/api/locations/popular-cities?limit=50')).body.data)).not.toContain('Srinagar'); // inactive
    });

    it('refuses a limit out of range', async () => {
      expect((await get<never>('/api/locations/popular-cities?limit=0')).status).toBe(400);
      expect((await get<never>('/api/locations/popular-cities?limit=51')).status).toBe(400);
    });
  });

  describe('GET /api/locations/nearby', () => {
    it('gives active cities within the radius (50 km by default), nearest first, with distances in km', async () => {
      const reply = await get<NearbyCity[]>(`/api/locations/nearby?lat=${PUNE.lat}&lng=${PUNE.lng}`);
      expect(reply.status).toBe(200);
      expect(reply.body.data[0]).toMatchObject({ name: 'Pune', distance: 0 });
      expect(names(reply.body.data)).toContain('Pimpri-Chinchwad');
      expect(names(reply.body.data)).not.toContain('Mumbai'); // about 120 km
      const distances = reply.body.data.map((c) => c.distance);
      expect(distances).toEqual(distances.toSorted((a, b) => a - b));
      expect(distances.every((d) => d <= 50)).toBe(true);

      const wider = await get<NearbyCity[]>(`/api/locations/nearby?lat=${PUNE.lat}&lng=${PUNE.lng}&radius=200`);
      const mumbai = wider.body.data.find((c) => c.name === 'Mumbai')!;
      expect(mumbai.distance).toBeGreaterThan(110);
      expect(mumbai.distance).toBeLessThan(130);
      const tight = await get<NearbyCity[]>(`/api/locations/nearby?lat=${PUNE.lat}&lng=${PUNE.lng}&radius=1`);
      expect(names(tight.body.data)).toEqual(['Pune']);
    });

    it('takes the spec\'s location=lat,lng too, and leaves inactive cities out', async () => {
      const reply = await get<NearbyCity[]>(`/api/locations/nearby?location=${PUNE.lat},${PUNE.lng}&radius=5`);
      expect(names(reply.body.data)[0]).toBe('Pune');
      const kozhikode = await get<NearbyCity[]>('/api/locations/nearby?lat=11.2588&lng=75.7804&radius=5');
      expect(kozhikode.body.data).toEqual([]);
    });

    it('refuses a missing or impossible point and a radius out of range (400 naming the field)', async () => {
      const cases: [string, RegExp][] = [
        ['', /^lat/],
        [`lat=${PUNE.lat}`, /^lng/],
        [`lat=91&lng=${PUNE.lng}`, /^lat/],
        [`lat=${PUNE.lat}&lng=abc`, /^lng/],
        [`lat=${PUNE.lat}&lng=${PUNE.lng}&radius=0`, /^radius/],
        [`lat=${PUNE.lat}&lng=${PUNE.lng}&radius=501`, /^radius/],
        ['location=somewhere', /^location/],
      ];
      for (const [query, field] of cases) {
        const reply = await get<never>(`/api/locations/nearby?${query}`);
        expect(reply.status, query).toBe(400);
        expect(reply.body.message, query).toMatch(field);
      }
    });
  });
});
