import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('puts the demo stores near their city, so the nearby search finds Pune\'s two', async () => {
    const res = await app.request('/api/stores/nearby?lat=18.5204&lng=73.8567&radius=10');
    const { data } = (await res.json()) as { data: { city: string; distance: number }[] };
    expect(data.filter((s) => s.city === 'Pune')).toHaveLength(2);
    expect(data.every((s) => s.distance < 10)).toBe(true);
  });
});
