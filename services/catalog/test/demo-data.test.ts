import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStores } from '@haat/demo-data';
import type { App } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';

describe('catalog demo data', () => {
  let env: TestEnvironment;
  let app: App;
  beforeAll(async () => {
    env = await createTestEnvironment();
    app = await buildCatalogService(await env.connect('catalog', SCHEMA, migrations, { HAAT_DEMO_DATA: 'on' }));
  });
  afterAll(() => env.cleanup());

  it('puts the demo stores near their city, so the nearby search finds every Pune store', async () => {
    const res = await app.request('/api/stores/nearby?lat=18.5204&lng=73.8567&radius=10');
    const { data } = (await res.json()) as { data: { city: string; distance: number }[] };
    expect(data.filter((s) => s.city === 'Pune')).toHaveLength(demoStores.filter((s) => s.city === 'Pune').length);
    expect(data.every((s) => s.distance < 10)).toBe(true);
  });

  it('has more Pune stores than one /stores page of 24: the e2e journey finds Zende Bakers on page 2', async () => {
    const { data, totalCount, totalPages } = (await (await app.request('/api/stores?city=Pune&limit=24&page=2')).json()) as { data: { name: string }[]; totalCount: number; totalPages: number };
    expect(totalCount).toBe(demoStores.filter((s) => s.city === 'Pune').length);
    expect(totalPages).toBe(2);
    expect(data.map((s) => s.name)).toContain('Zende Bakers');
  });

  it('has a Pune shop that delivers only to its own pincodes, for the cards\' delivery line', async () => {
    const { data } = (await (await app.request('/api/stores?city=Pune&search=Rao%20Flowers&pincode=411038')).json()) as { data: { name: string; deliversToPincode: boolean }[] };
    expect(data).toEqual([expect.objectContaining({ name: 'Rao Flowers', deliversToPincode: false })]);
  });
});
