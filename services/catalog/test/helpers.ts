import type { App, ServiceDeps } from '@haat/server-kit';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { CreateStoreBody, Store, UploadedImage } from '@haat/contracts';
import { caller, createTestEnvironment, openStore, type Caller, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';

// The calls every service's tests share live once, in server-kit's testing entry.
export { addProduct, caller, markStoreVerified, openStore, request, type Caller } from '@haat/server-kit/testing';

export type CatalogWorld = { env: TestEnvironment; deps: ServiceDeps; app: App };

/** One isolated world (database, prefix, stream) with the catalog service built in it. */
export async function startCatalog(): Promise<CatalogWorld> {
  const env = await createTestEnvironment();
  const deps = await env.connect('catalog', SCHEMA, migrations);
  const app = await buildCatalogService(deps);
  return { env, deps, app };
}

/** How most catalog test files start: a world, a seller, and the seller's store open in it. */
export type CatalogShop = { world: CatalogWorld; seller: Caller; store: Store };

export async function startCatalogShop(storeBody: Partial<CreateStoreBody> = {}): Promise<CatalogShop> {
  const world = await startCatalog();
  const seller = await caller('seller');
  return { world, seller, store: await openStore(world.app, seller, storeBody) };
}

/** A minute of the day (any integer, wrapped) as "HH:MM". */
function hhmm(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Business hours open from `from` to `to` (minutes of the day, any day): a window over midnight is two ranges, as sellers write it. */
export function hoursBetween(from: number, to: number): string {
  const start = ((from % 1440) + 1440) % 1440;
  const end = start + (to - from);
  return end <= 1440 ? `${hhmm(start)}-${end === 1440 ? '24:00' : hhmm(end)}` : `${hhmm(start)}-24:00, 00:00-${hhmm(end)}`;
}

/** Uploads a small JPEG as an identity document (preset 'document', a private image) and answers its URL. */
export async function uploadIdentityDocument(catalog: App, token: string): Promise<string> {
  const form = new FormData();
  const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg().toBuffer();
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'aadhaar.jpg');
  form.append('preset', 'document');
  const res = await catalog.request('/api/images', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: UploadedImage }).data.url;
}

/**
 * The three search boxes, each answering the names it finds: across stores (GET /api/products/search,
 * best match first), a store page's (GET /api/stores/:id/products?search=) and the store list's in Pune.
 */
export function searchBoxes(app: () => App, storeId: () => string) {
  const names = async (path: string) => {
    const res = await app().request(path);
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { data: { name: string }[] }).data.map((p) => p.name);
  };
  return {
    names,
    search: (q: string) => names(`/api/products/search?q=${encodeURIComponent(q)}`),
    inStore: (q: string) => names(`/api/stores/${storeId()}/products?search=${encodeURIComponent(q)}`),
    stores: (q: string) => names(`/api/stores?city=Pune&search=${encodeURIComponent(q)}`),
  };
}

/** A catalog with Sharma Kirana open in Pune, its seller signed in: where the search tests start. */
export async function startWithKirana(): Promise<{ world: CatalogWorld; seller: Caller; kirana: Store }> {
  const world = await startCatalog();
  const seller = await caller('seller');
  const kirana = await openStore(world.app, seller, { name: 'Sharma Kirana', city: 'Pune', category: 'Grocery', description: 'Daily needs in Kothrud.' });
  return { world, seller, kirana };
}
