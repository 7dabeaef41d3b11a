import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductPictures, demoStores } from '@haat/demo-data';
import type { App, ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { catalogConfigSchema } from '../src/config.ts';
import type { CatalogDatabase } from '../src/database.ts';
import { createDemoPictureCache } from '../src/demo/demo-picture-cache.ts';
import { seedDemoPictures } from '../src/demo/seed-demo-pictures.ts';
import { imagesFromConfig } from '../src/images/index.ts';
import { createListingCache, createStoreListCache } from '../src/products/listing-cache.ts';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';

const IMAGE_URL = /^\/api\/images\/[0-9a-f]{64}\.webp$/;
const demoProducts = demoStores.flatMap((store) => store.products);

/** A fresh demo's products and stores show pictures uploaded through the image pipeline, as a seller's would be. */
describe('catalog demo data: pictures', () => {
  let env: TestEnvironment;
  let deps: ServiceDeps;
  let catalog: App;
  let db: Kysely<CatalogDatabase>;
  let imageDir: string;
  let cacheDir: string;
  /** A later start; with the machine's cache unless told (the service's own start used it too). */
  const seedAgain = (cache = createDemoPictureCache()) => seedDemoPictures({
    db, images: imagesFromConfig(catalogConfigSchema.parse(deps.config), db), logger: deps.logger, cache,
    listings: createListingCache(deps.redis, { prefix: deps.config.HAAT_PREFIX, logger: deps.logger }),
    storeLists: createStoreListCache(deps.redis, { prefix: deps.config.HAAT_PREFIX, logger: deps.logger }),
  });
  const imageOf = async (table: 'products' | 'stores', id: string) => (await db.selectFrom(table).select('image').where('id', '=', id).executeTakeFirstOrThrow()).image;

  beforeAll(async () => {
    imageDir = await mkdtemp(path.join(tmpdir(), 'haat-demo-pictures-images-'));
    cacheDir = await mkdtemp(path.join(tmpdir(), 'haat-demo-pictures-cache-')); // empty, for the cache's own test
    env = await createTestEnvironment();
    deps = await env.connect('catalog', SCHEMA, migrations, { HAAT_DEMO_DATA: 'on', IMAGE_DIR: imageDir });
    catalog = await buildCatalogService(deps);
    db = deps.db as Kysely<CatalogDatabase>;
  });
  afterAll(async () => {
    await env.cleanup();
    await rm(imageDir, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('every demo product has a stored WebP picture: served, 800×600, its card and thumbnail sizes recorded as its seller\'s product upload', async () => {
    expect(demoProducts.every((product) => product.name in demoProductPictures)).toBe(true);
    const urls = new Map<string, string>();
    for (const product of demoProducts) {
      const reply = (await (await catalog.request(`/api/products/${product.id}`)).json()) as { data: { image: string } };
      expect(reply.data.image, product.name).toMatch(IMAGE_URL);
      urls.set(product.name, reply.data.image);
    }
    // Each distinct picture once: identical pictures share their objects (content-hash keys).
    for (const url of new Set(urls.values())) {
      const res = await catalog.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/webp');
      expect(await sharp(new Uint8Array(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    }
    const kirana = demoStores.find((store) => store.slug === 'sharma-kirana')!;
    const rice = urls.get('India Gate Basmati Rice 1 kg')!;
    const row = await db.withTables<{ images: { key: string; uploaded_by: string; preset: string; size_name: string; width: number; height: number; private: boolean } }>()
      .selectFrom('images').selectAll().where('key', '=', rice.split('/').at(-1)!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uploaded_by: kirana.ownerId, preset: 'product', size_name: 'full', width: 800, height: 600, private: false });
    const sizes = await db.withTables<{ images: { uploaded_by: string; preset: string; size_name: string; width: number; height: number } }>()
      .selectFrom('images').select(['size_name', 'width', 'height']).where('uploaded_by', '=', kirana.ownerId).where('preset', '=', 'product').execute();
    expect(sizes).toEqual(expect.arrayContaining([{ size_name: 'card', width: 400, height: 300 }, { size_name: 'thumbnail', width: 200, height: 150 }]));
    expect(new Set(urls.values()).size).toBeGreaterThan(80); // pictures that fit, not one for all
  });

  it('every demo store has a 1200×800 picture of its products, the store card and page show it', async () => {
    for (const store of demoStores) {
      const reply = (await (await catalog.request(`/api/stores/${store.id}`)).json()) as { data: { image: string } };
      expect(reply.data.image, store.name).toMatch(IMAGE_URL);
    }
    const res = await catalog.request(await imageOf('stores', demoStores[0]!.id));
    expect(await sharp(new Uint8Array(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
  });

  it('a later start changes nothing, keeps a seller\'s own picture, and gives a picture back to a demo product left without one', async () => {
    expect(await seedAgain()).toEqual({ pictures: 0, encoded: 0 });
    const [first, second] = demoProducts;
    const before = await imageOf('products', second!.id);
    await db.updateTable('products').set({ image: '/api/images/sellers-own.webp' }).where('id', '=', first!.id).execute();
    await db.updateTable('products').set({ image: '' }).where('id', '=', second!.id).execute();
    expect((await seedAgain()).pictures).toBe(1);
    expect(await imageOf('products', first!.id)).toBe('/api/images/sellers-own.webp');
    expect(await imageOf('products', second!.id)).toBe(before); // the same picture, the same object
  });

  it('a fresh database reuses the pictures already encoded (by the hash of their drawing); a damaged cache entry is encoded again', async () => {
    const kirana = demoStores.find((store) => store.slug === 'sharma-kirana')!;
    const ids = kirana.products.map((product) => product.id);
    const pictures = () => Promise.all(ids.map((id) => imageOf('products', id)));
    const clear = () => db.updateTable('products').set({ image: '' }).where('id', 'in', ids).execute();
    const cache = createDemoPictureCache(cacheDir);
    await clear();
    expect(await seedAgain(cache)).toEqual({ pictures: ids.length, encoded: ids.length }); // an empty cache: each one drawn and encoded
    const encoded = await pictures();
    const entries = await readdir(cacheDir);
    expect(entries).toHaveLength(ids.length);

    await clear();
    expect(await seedAgain(cache)).toEqual({ pictures: ids.length, encoded: 0 }); // as after a fresh database: all from the cache
    expect(await pictures()).toEqual(encoded);

    // Damage one entry's bytes: its hash no longer matches its name, so that one is encoded again, to the same object.
    const damaged = path.join(cacheDir, entries[0]!);
    const [webp] = (await readdir(damaged)).filter((name) => name.endsWith('.webp'));
    await writeFile(path.join(damaged, webp!), 'not a picture');
    await clear();
    expect(await seedAgain(cache)).toEqual({ pictures: ids.length, encoded: 1 });
    expect(await pictures()).toEqual(encoded);
  });
});
