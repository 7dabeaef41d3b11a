import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { pincodesOfCity } from '@haat/pincodes';
import { readPincodeCheck } from '@haat/contracts';
import type { CatalogDatabase } from '../src/database.ts';
import { startCatalog, type CatalogWorld } from './helpers.ts';

/** GET /api/locations/pincodes/:pincode — the browser's way to India Post's directory. */
describe('catalog: pincode lookup', () => {
  let world: CatalogWorld;
  beforeAll(async () => {
    world = await startCatalog();
  });
  afterAll(() => world.env.cleanup());

  const get = async (path: string) => {
    const res = await world.app.request(path);
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  };

  it("answers a real pincode's district and state and whether it is in the city asked about; cached for an hour", async () => {
    const pune = await get('/api/locations/pincodes/411001?city=Pune');
    expect(pune.status).toBe(200);
    expect(pune.body).toEqual({ success: true, data: { pincode: '411001', district: 'Pune', state: 'Maharashtra', belongsToCity: true } });
    expect(pune.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(readPincodeCheck((await get('/api/locations/pincodes/110001?city=Pune')).body)).toMatchObject({ district: 'Central Delhi', belongsToCity: false });
    expect(readPincodeCheck((await get('/api/locations/pincodes/110001')).body)?.belongsToCity).toBeNull();
  });

  it("answers 404 'Pincode not found' for a code no post office has, and 400 for '000000' or a short code", async () => {
    const unknown = await get('/api/locations/pincodes/999999?city=Pune');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: 'Pincode not found', message: 'Pincode 999999 does not exist' });
    for (const code of ['000000', '41100', 'abcdef']) {
      const bad = await get(`/api/locations/pincodes/${code}?city=Pune`);
      expect(bad.status, code).toBe(400);
      expect(bad.body['error']).toBe('Please enter a valid 6-digit pincode');
    }
  });

  it('knows pincodes of every active city the picker offers, and keeps each city to its own', async () => {
    const db = world.deps.db as Kysely<CatalogDatabase>;
    const cities = await db.selectFrom('cities').select(['name', 'state']).where('active', '=', true).execute();
    expect(cities.length).toBeGreaterThan(300);
    const without = cities.filter((city) => pincodesOfCity(city.name).length === 0).map((city) => city.name);
    expect(without).toEqual([]);
    expect(pincodesOfCity('Pune')).toContain('411038');
    expect(pincodesOfCity('Pune')).not.toContain('110001');
  });
});
