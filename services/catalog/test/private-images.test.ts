import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedImage } from '@haat/contracts';
import type { App, ServiceDeps } from '@haat/server-kit';
import { createDiskStorage, sha256Hex } from '@haat/images';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { sharedMaxAge } from '@haat/contracts/edge-cache';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';
import { imagesFromConfig, moveLegacyPrivateImages } from '../src/images/index.ts';
import { catalogConfigSchema } from '../src/config.ts';
import type { CatalogDatabase } from '../src/database.ts';
import { caller, openStore, type Caller } from './helpers.ts';

const photo = (background: string) => sharp({ create: { width: 640, height: 480, channels: 3, background } }).jpeg().toBuffer();

async function uploadAs(app: App, who: Caller, preset: string, background = '#1e5aa0'): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await photo(background))], { type: 'image/jpeg' }), 'aadhaar.jpg');
  form.append('preset', preset);
  const res = await app.request('/api/images', { method: 'POST', headers: { Authorization: `Bearer ${who.token}` }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: UploadedImage }).data;
}

const get = (app: App, url: string, who?: Caller | null) => app.request(url, who ? { headers: { Authorization: `Bearer ${who.token}` } } : {});

describe('catalog: private images (identity documents, report photos)', () => {
  let env: TestEnvironment;
  let app: App;
  let dir: string;
  let seller: Caller;
  let admin: Caller;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'haat-private-images-'));
    env = await createTestEnvironment();
    app = await buildCatalogService(await env.connect('catalog', SCHEMA, migrations, { IMAGE_DIR: dir }));
    seller = await caller('seller');
    admin = await caller('superadmin');
  });
  afterAll(async () => {
    await env.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves a seller's identity document to the seller and superadmins only, never cached, never on the public route", async () => {
    const document = await uploadAs(app, seller, 'document');
    expect(document.url).toBe(`/api/images/private/${document.sizes.full.key}`);
    for (const size of Object.values(document.sizes)) {
      expect(size.url).toBe(`/api/images/private/${size.key}`);
      for (const who of [seller, admin]) {
        const res = await get(app, size.url, who);
        expect(res.status).toBe(200);
        expect(res.headers.get('Content-Type')).toBe('image/webp');
        expect(res.headers.get('Cache-Control')).toBe('private, no-store');
        expect(res.headers.get('ETag')).toBeNull();
        expect((await res.arrayBuffer()).byteLength).toBe(size.bytes);
        // The gateway's edge cache keeps no such answer.
        expect(sharedMaxAge(200, { 'cache-control': res.headers.get('Cache-Control')! })).toBe(0);
      }
      // Everyone else: the same 404 as for a key that does not exist.
      for (const who of [await caller('seller'), await caller('buyer'), await caller('deliveryPartner'), null]) {
        const res = await get(app, size.url, who);
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ success: false, error: 'Image not found' });
      }
      expect((await get(app, `/api/images/${size.key}`, seller)).status).toBe(404);
      expect((await get(app, `/api/images/${size.key}`)).status).toBe(404);
    }
    // Kept apart from the public images on disk.
    expect(await readdir(path.join(dir, 'private', 'catalog', document.sizes.full.key.slice(0, 2)))).toContain(document.sizes.full.key);
    expect((await get(app, `/api/images/private/${'0'.repeat(64)}.webp`, admin)).status).toBe(404);
    expect((await get(app, '/api/images/private/..%2F..%2Fetc%2Fpasswd', admin)).status).toBe(404);
  });

  it('keeps report photos private to their uploader (a buyer) and superadmins too', async () => {
    const buyer = await caller('buyer');
    const report = await uploadAs(app, buyer, 'report', '#a03020');
    const { url, key } = report.sizes.card;
    expect((await get(app, url, buyer)).status).toBe(200);
    expect((await get(app, url, admin)).status).toBe(200);
    for (const who of [seller, await caller('buyer'), null]) expect((await get(app, url, who)).status).toBe(404);
    expect((await get(app, `/api/images/${key}`)).status).toBe(404);
  });

  it("gives each uploader their own object for the same file, so nobody reads another's copy", async () => {
    const other = await caller('seller');
    const mine = await uploadAs(app, seller, 'document', '#336699');
    const theirs = await uploadAs(app, other, 'document', '#336699');
    expect(theirs.sizes.full.key).not.toBe(mine.sizes.full.key);
    expect((await get(app, mine.url, other)).status).toBe(404);
    expect((await get(app, theirs.url, other)).status).toBe(200);
  });

  it("takes only the seller's own documents for verification", async () => {
    const other = await caller('seller');
    const theirs = await uploadAs(app, other, 'document', '#654321');
    const productPhoto = await uploadAs(app, seller, 'product', '#123456');
    const submit = (documents: string[]) => app.request('/api/stores/me/submit-verification', {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${seller.token}` }, body: JSON.stringify({ documents }),
    });
    await openStore(app, seller, { name: `Docs ${crypto.randomUUID().slice(0, 6)}`, city: 'Pune' });
    for (const url of [theirs.url, productPhoto.url]) {
      const res = await submit([url]);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'Upload your documents through Haat' });
    }
  });
});

describe('catalog: documents uploaded before private presets', () => {
  let env: TestEnvironment;
  let dir: string;
  let key: string;
  let storeId: string;
  const owner = crypto.randomUUID();
  let oldDeps: ServiceDeps;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'haat-legacy-documents-'));
    env = await createTestEnvironment();
    // The catalog as it was: every migration before private images.
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-27-10-private-images'));
    oldDeps = await env.connect('catalog', SCHEMA, before, { IMAGE_DIR: dir });
    const db = oldDeps.db as Kysely<any>;
    // A document stored with the public images, as POST /api/images did, and a store pointing at it.
    const bytes = await sharp(await photo('#0a0a0a')).webp().toBuffer();
    key = `${sha256Hex(bytes)}.webp`;
    await createDiskStorage({ dir, url: String }).put(key, bytes, 'image/webp');
    await sql`INSERT INTO images (key, uploaded_by, preset, size_name, content_type, width, height, bytes) VALUES (${key}, ${owner}, 'document', 'full', 'image/webp', 640, 480, ${bytes.byteLength})`.execute(db);
    const store = await sql<{ id: string }>`
      INSERT INTO stores (id, owner_id, name, slug, city, latitude, longitude, delivery_options, verification_status, verification_documents)
      VALUES (${crypto.randomUUID()}, ${owner}, 'Old Docs', ${`old-docs-${owner.slice(0, 8)}`}, 'Pune', 18.52, 73.85, '{}', 'pending',
              ${JSON.stringify([`/api/images/${key}`, 'https://example.com/elsewhere.jpg'])}::jsonb)
      RETURNING id`.execute(db);
    storeId = store.rows[0]!.id;
  });
  afterAll(async () => {
    await env.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it('points stores at the private route, moves the object out of public storage, and serves it to the owner only', async () => {
    const deps = await env.connect('catalog', SCHEMA, migrations, { IMAGE_DIR: dir }); // migrates, as a deploy would
    const { rows } = await sql<{ verification_documents: string[] }>`SELECT verification_documents FROM stores WHERE id = ${storeId}`.execute(deps.db);
    expect(rows[0]!.verification_documents).toEqual([`/api/images/private/${key}`, 'https://example.com/elsewhere.jpg']);

    const app = await buildCatalogService(deps); // the start moves the object
    expect(await readdir(path.join(dir, key.slice(0, 2)))).not.toContain(key);
    expect(await readdir(path.join(dir, 'private', 'catalog', key.slice(0, 2)))).toContain(key);
    const { rows: image } = await sql<{ private: boolean }>`SELECT private FROM images WHERE key = ${key}`.execute(deps.db);
    expect(image[0]!.private).toBe(true);

    const ownerCaller = await caller('seller', owner);
    const res = await get(app, `/api/images/private/${key}`, ownerCaller);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await get(app, `/api/images/private/${key}`, await caller('superadmin'))).status).toBe(200);
    expect((await get(app, `/api/images/private/${key}`, await caller('seller'))).status).toBe(404);
    expect((await get(app, `/api/images/${key}`)).status).toBe(404);

    // One not moved yet (a failed move is retried at the next start): refused publicly, served privately meanwhile.
    const bytes = await sharp(await photo('#fafafa')).webp().toBuffer();
    const late = `${sha256Hex(bytes)}.webp`;
    await createDiskStorage({ dir, url: String }).put(late, bytes, 'image/webp');
    await sql`INSERT INTO images (key, uploaded_by, preset, size_name, content_type, width, height, bytes) VALUES (${late}, ${owner}, 'report', 'full', 'image/webp', 640, 480, ${bytes.byteLength})`.execute(deps.db);
    expect((await get(app, `/api/images/${late}`)).status).toBe(404);
    const early = await get(app, `/api/images/private/${late}`, ownerCaller);
    expect(early.status).toBe(200);
    expect(early.headers.get('Cache-Control')).toBe('private, no-store');
    const db = deps.db as Kysely<CatalogDatabase>;
    const images = imagesFromConfig(catalogConfigSchema.parse(deps.config), db);
    expect(await moveLegacyPrivateImages({ db, images, logger: deps.logger })).toBe(1);
    expect(await moveLegacyPrivateImages({ db, images, logger: deps.logger })).toBe(0);
    expect(await images.storage.get(late)).toBeNull();
    expect((await get(app, `/api/images/private/${late}`, ownerCaller)).status).toBe(200);
  });
});
