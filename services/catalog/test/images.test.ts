import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TYPE_TEXT, NO_FILE_TEXT, type UploadedImage } from '@haat/contracts';
import type { App, ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';
import { sniffImageType } from '@haat/images';
import { caller, type Caller } from './helpers.ts';

const MAX_BYTES = 512 * 1024;

/** A multipart request as a browser sends it: bytes with Content-Type (boundary) and Content-Length. */
async function multipart(fields: Record<string, string | { bytes: Uint8Array; type: string; name: string }>, who?: Caller | null): Promise<RequestInit> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
  }
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers: Record<string, string> = { 'Content-Type': encoded.headers.get('Content-Type')!, 'Content-Length': String(body.byteLength) };
  if (who) headers['Authorization'] = `Bearer ${who.token}`;
  return { method: 'POST', headers, body };
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } });
const file = (bytes: Uint8Array, type = 'image/jpeg', name = 'photo.jpg') => ({ bytes, type, name });

/** A JPEG's magic number and then nothing: enough to be over a size cap. */
function noise(bytes: number): Uint8Array {
  const data = new Uint8Array(bytes);
  data.set([0xff, 0xd8, 0xff]);
  return data;
}

/** A valid PNG whose header claims `size`×`size` pixels: a decompression bomb in a few hundred bytes. */
async function pngClaiming(size: number): Promise<Uint8Array> {
  const png = Buffer.from(await solid(4, 4).png().toBuffer());
  png.writeUInt32BE(size, 16);
  png.writeUInt32BE(size, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // IHDR's CRC covers its type and data
  return png;
}

describe('catalog: images', () => {
  let env: TestEnvironment;
  let deps: ServiceDeps;
  let app: App;
  let dir: string;
  let seller: Caller;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'haat-images-'));
    env = await createTestEnvironment();
    deps = await env.connect('catalog', SCHEMA, migrations, { IMAGE_DIR: dir, IMAGE_MAX_BYTES: String(MAX_BYTES) });
    app = await buildCatalogService(deps);
    seller = await caller('seller');
  });
  afterAll(async () => {
    await env.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = async (fields: Parameters<typeof multipart>[0], who: Caller | null = seller) => {
    const res = await app.request('/api/images', await multipart(fields, who));
    return { status: res.status, body: (await res.json()) as { success: boolean; data: UploadedImage; error: string } };
  };

  it('re-encodes a photo to WebP in the thumbnail, card and full sizes of the preset, and serves each', async () => {
    const photo = await solid(3000, 2000).jpeg().toBuffer();
    const { status, body } = await upload({ image: file(photo) });
    expect(status).toBe(201);
    const { sizes } = body.data;
    expect(body.data).toMatchObject({ preset: 'product', contentType: 'image/webp', url: sizes.full.url });
    expect([sizes.thumbnail, sizes.card, sizes.full].map((s) => [s.width, s.height])).toEqual([[200, 133], [400, 267], [1200, 800]]);
    for (const size of Object.values(sizes)) {
      expect(size.url).toBe(`/api/images/${size.key}`);
      const res = await app.request(size.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/webp');
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      const served = new Uint8Array(await res.arrayBuffer());
      expect(served.byteLength).toBe(size.bytes);
      expect(sniffImageType(served)).toBe('image/webp');
      expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: size.width, height: size.height });
    }
    // On disk under the configured directory, fanned out by the key's first two characters.
    expect(await readdir(path.join(dir, sizes.full.key.slice(0, 2)))).toContain(sizes.full.key);
  });

  it('uses the spec preset named in the form, never enlarges, and keeps a portrait photo upright by its EXIF orientation', async () => {
    const avatar = await upload({ image: file(await solid(1000, 1000).png().toBuffer(), 'image/png', 'me.png'), preset: 'avatar' });
    expect(avatar.status).toBe(201);
    expect([avatar.body.data.sizes.full.width, avatar.body.data.sizes.full.height]).toEqual([400, 400]);

    const small = await upload({ image: file(await solid(150, 100).jpeg().toBuffer()), preset: 'broadcast' });
    expect(Object.values(small.body.data.sizes).map((s) => [s.width, s.height])).toEqual([[150, 100], [150, 100], [150, 100]]);

    // Stored landscape with "rotate 90°" in EXIF, as phones do: it comes out portrait, with no EXIF left.
    const sideways = await solid(300, 200).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const upright = await upload({ image: file(sideways) });
    expect([upright.body.data.sizes.full.width, upright.body.data.sizes.full.height]).toEqual([200, 300]);
    const served = Buffer.from(await (await app.request(upright.body.data.url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    expect((await upload({ image: file(sideways), preset: 'poster' })).body.error).toBe('Unknown image preset');
  });

  it('sniffs the type from the bytes: PNG, GIF and WebP are taken whatever they claim to be; anything else is 400', async () => {
    const inputs = [
      file(await solid(50, 40).png().toBuffer(), 'application/octet-stream', 'no-extension'),
      file(await solid(50, 40).gif().toBuffer(), 'image/gif', 'a.gif'),
      file(await solid(50, 40).webp().toBuffer(), 'image/png', 'lies.png'),
    ];
    for (const input of inputs) expect((await upload({ image: input })).status).toBe(201);

    const refused = [
      file(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'x.svg'),
      file(new TextEncoder().encode('%PDF-1.4 not an image'), 'image/jpeg', 'x.jpg'),
      file(await solid(50, 40).tiff().toBuffer(), 'image/jpeg', 'x.jpg'),
    ];
    for (const input of refused) {
      const { status, body } = await upload({ image: input });
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, error: IMAGE_TYPE_TEXT });
    }
    // Right magic number, broken inside.
    const broken = await upload({ image: file(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5])) });
    expect(broken).toMatchObject({ status: 400, body: { error: 'File must be an image' } });
    // A few hundred bytes that would decode to 100 megapixels.
    const bomb = await upload({ image: file(await pngClaiming(10_000), 'image/png', 'bomb.png') });
    expect(bomb).toMatchObject({ status: 400, body: { error: 'Image dimensions are too large' } });
  });

  it('caps the size: 413 with a clear message, checked on the declared length and on the file itself', async () => {
    const declaredTooLong = await upload({ image: file(noise(MAX_BYTES + 100 * 1024)) });
    expect(declaredTooLong).toMatchObject({ status: 413, body: { success: false, error: 'File size must be less than 0.5MB' } });
    const fileTooLarge = await upload({ image: file(noise(MAX_BYTES + 1)) });
    expect(fileTooLarge.status).toBe(413);
    // The spec's preset caps apply within the configured cap (qr: 1 MB, more than this test's cap).
    expect((await upload({ image: file(noise(MAX_BYTES + 1)), preset: 'qr' })).status).toBe(413);
  });

  it('needs a file in the field "image"; store material from a seller or a superadmin, personal photos from anyone signed in', async () => {
    const photo = file(await solid(20, 20).jpeg().toBuffer());
    expect(await upload({ picture: photo })).toMatchObject({ status: 400, body: { error: NO_FILE_TEXT } });
    expect(await upload({ image: 'not a file' })).toMatchObject({ status: 400, body: { error: NO_FILE_TEXT } });
    const json = await app.request('/api/images', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${seller.token}` }, body: '{}' });
    expect(json.status).toBe(400);
    expect((await upload({ image: photo }, null)).status).toBe(401);
    expect((await upload({ image: photo }, await caller('buyer'))).status).toBe(403);
    expect((await upload({ image: photo }, await caller('deliveryPartner'))).status).toBe(403);
    expect((await upload({ image: photo }, await caller('superadmin'))).status).toBe(201);
    for (const preset of ['review', 'report', 'avatar']) expect((await upload({ image: photo, preset }, await caller('buyer'))).status).toBe(201);
    expect((await upload({ image: photo, preset: 'store' }, await caller('buyer'))).status).toBe(403);
  });

  it('proof-of-delivery photos (preset "delivery") come from delivery partners only', async () => {
    const photo = file(await solid(30, 40).jpeg().toBuffer());
    expect((await upload({ image: photo, preset: 'delivery' }, await caller('deliveryPartner'))).status).toBe(201);
    for (const role of ['buyer', 'seller', 'superadmin'] as const) {
      expect(await upload({ image: photo, preset: 'delivery' }, await caller(role))).toMatchObject({ status: 403, body: { message: 'Only delivery partners upload proof-of-delivery photos.' } });
    }
  });

  it('names objects by their content: the same upload twice gives the same keys and one row per object', async () => {
    const photo = file(await solid(640, 480).jpeg().toBuffer());
    const first = await upload({ image: photo });
    const second = await upload({ image: photo }, await caller('seller'));
    expect(second.body.data.sizes).toEqual(first.body.data.sizes);
    for (const size of Object.values(first.body.data.sizes)) expect(size.key).toMatch(/^[0-9a-f]{64}\.webp$/);
    const keys = Object.values(first.body.data.sizes).map((s) => s.key);
    const rows = await deps.db.selectFrom('images').select(['key', 'uploaded_by', 'size_name']).where('key', 'in', keys).execute();
    expect(rows.map((r) => [r.uploaded_by, r.size_name]).toSorted()).toEqual([[seller.id, 'card'], [seller.id, 'full'], [seller.id, 'thumbnail']]);
  });

  it('serves only well-formed keys (no path traversal), answers 304 to a matching ETag and 404 for unknown keys', async () => {
    const { body } = await upload({ image: file(await solid(30, 30).jpeg().toBuffer()) });
    const { key } = body.data.sizes.full;
    const cached = await app.request(`/api/images/${key}`, { headers: { 'If-None-Match': `"${key}"` } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('Cache-Control')).toContain('immutable');

    const unknown = await app.request(`/api/images/${'0'.repeat(64)}.webp`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, error: 'Image not found' });
    for (const bad of [key.toUpperCase(), `${key.slice(0, 2)}%2F${key}`, '..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e', `${key}%00.png`, key.replace('.webp', '.png')]) {
      const res = await app.request(`/api/images/${bad}`);
      expect(res.status).toBe(404);
    }
  });
});
