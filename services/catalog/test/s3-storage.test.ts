import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedImage } from '@haat/contracts';
import type { App } from '@haat/server-kit';
import { startFakeS3, type FakeS3 } from '@haat/images/testing';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';
import { caller } from './helpers.ts';

// SigV4 and the S3 storage itself are tested in packages/images (s3-storage.test.ts).
const credentials = { accessKeyId: 'HAATTESTKEY', secretAccessKey: 'haat/test+secret', region: 'ap-south-1' };

describe('catalog with S3 storage configured', () => {
  let fake: FakeS3;
  let env: TestEnvironment;
  let app: App;
  beforeAll(async () => {
    fake = await startFakeS3(['catalog-bucket'], credentials);
    env = await createTestEnvironment();
    const deps = await env.connect('catalog', SCHEMA, migrations, {
      S3_ENDPOINT: fake.endpoint, S3_BUCKET: 'catalog-bucket', S3_REGION: credentials.region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
    app = await buildCatalogService(deps);
  });
  afterAll(async () => {
    await env.cleanup();
    await fake.close();
  });

  const upload = async (preset: string, token: string) => {
    const form = new FormData();
    form.append('image', new Blob([await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } }).jpeg().toBuffer()], { type: 'image/jpeg' }), 'offer.jpg');
    form.append('preset', preset);
    const res = await app.request('/api/images', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: UploadedImage }).data;
  };

  it('stores every size of an upload in the bucket and serves them through GET /api/images/:key', async () => {
    const seller = await caller('seller');
    const data = await upload('product', seller.token);
    for (const size of Object.values(data.sizes)) {
      expect(fake.objects.get(`catalog-bucket/${size.key}`)?.bytes.byteLength).toBe(size.bytes);
      const served = await app.request(size.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(fake.objects.get(`catalog-bucket/${size.key}`)!.bytes);
    }
    expect((await app.request(`/api/images/${'ef'.repeat(32)}.webp`)).status).toBe(404);
  });

  it('stores identity documents under private/catalog/, marked private, served only through the private route', async () => {
    const seller = await caller('seller');
    const data = await upload('document', seller.token);
    const { key } = data.sizes.full;
    expect(data.url).toBe(`/api/images/private/${key}`);
    expect(fake.objects.get(`catalog-bucket/private/catalog/${key}`)).toMatchObject({ cacheControl: 'private, no-store' });
    expect(fake.objects.has(`catalog-bucket/${key}`)).toBe(false);
    const served = await app.request(data.url, { headers: { Authorization: `Bearer ${seller.token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await app.request(`/api/images/${key}`)).status).toBe(404);
  });

  it('refuses to start with an endpoint and bucket but no keys', async () => {
    const other = await createTestEnvironment();
    try {
      const deps = await other.connect('catalog', SCHEMA, migrations, { S3_ENDPOINT: fake.endpoint, S3_BUCKET: 'catalog-bucket' });
      await expect(buildCatalogService(deps)).rejects.toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required/);
    } finally {
      await other.cleanup();
    }
  });
});
