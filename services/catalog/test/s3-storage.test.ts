import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedImage } from '@haat/contracts';
import { AppError, type App } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';
import { createS3Storage } from '../src/images/s3-storage.ts';
import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest } from '../src/images/sigv4.ts';
import { caller } from './helpers.ts';

const credentials = { accessKeyId: 'HAATTESTKEY', secretAccessKey: 'haat/test+secret', region: 'ap-south-1' };
const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

type FakeS3 = { server: Server; endpoint: string; objects: Map<string, { bytes: Buffer; contentType: string; cacheControl: string }>; requests: string[]; failNext: number };

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * An S3 stand-in on node:http: checks the SigV4 Authorization header's shape, that the payload hash
 * is the body's, and that the signature is right for the request as it arrived; keeps objects in memory.
 */
async function startFakeS3(bucket: string): Promise<FakeS3> {
  const fake: FakeS3 = { server: createServer(), endpoint: '', objects: new Map(), requests: [], failNext: 0 };
  fake.server.on('request', async (req, res) => {
    const body = await readBody(req);
    const reply = (status: number, text = '', headers: Record<string, string> = {}) => res.writeHead(status, headers).end(text);
    fake.requests.push(`${req.method} ${req.url}`);
    if (fake.failNext > 0) {
      fake.failNext--;
      return reply(500, '<Error><Code>InternalError</Code></Error>');
    }
    const auth = AUTHORIZATION.exec(req.headers['authorization'] ?? '');
    if (!auth) return reply(400, 'malformed Authorization');
    const [, keyId, day, region, signedHeaderList, signature] = auth as unknown as string[];
    const signed = signedHeaderList!.split(';');
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((h) => signed.includes(h))) return reply(400, 'unsigned required header');
    if (!amzDate.startsWith(day!) || region !== credentials.region || keyId !== credentials.accessKeyId) return reply(403, 'bad scope');
    if (payloadHash !== sha256Hex(body)) return reply(400, 'XAmzContentSHA256Mismatch');
    // Recompute the signature from what arrived, as S3 does.
    const headers = Object.fromEntries(signed.filter((h) => h !== 'host' && !h.startsWith('x-amz-')).map((h) => [h, String(req.headers[h] ?? '')]));
    const expected = signRequest({ method: req.method!, url: new URL(req.url!, `http://${req.headers.host}`), headers, payloadHash, now: parseAmzDate(amzDate) }, credentials);
    if (!expected['authorization']!.endsWith(`Signature=${signature}`)) return reply(403, 'SignatureDoesNotMatch');

    const prefix = `/${bucket}/`;
    if (!req.url!.startsWith(prefix)) return reply(404, 'NoSuchBucket');
    const key = req.url!.slice(prefix.length);
    if (req.method === 'PUT') {
      fake.objects.set(key, { bytes: body, contentType: String(req.headers['content-type']), cacheControl: String(req.headers['cache-control']) });
      return reply(200);
    }
    const object = fake.objects.get(key);
    if (!object) return reply(404, '<Error><Code>NoSuchKey</Code></Error>');
    res.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}

const parseAmzDate = (stamp: string) => new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
const KEY = `${'ab'.repeat(32)}.webp`;

describe('SigV4 signing', () => {
  it("matches AWS's published example for a GET Object with a Range header", () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_HASH,
      now: new Date('2013-05-24T00:00:00Z'),
    }, { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' });
    expect(headers['authorization']).toBe('AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, '
      + 'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(headers).toMatchObject({ 'x-amz-date': '20130524T000000Z', 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH, range: 'bytes=0-9' });
    expect(headers['host']).toBeUndefined();
  });
});

describe('S3 image storage against a fake S3', () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3('haat-images');
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const storage = (overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
    createS3Storage({ endpoint: fake.endpoint, bucket: 'haat-images', publicBaseUrl: 'https://cdn.example.in/img/', ...credentials, ...overrides });

  it('puts an object with a signed PUT (content type and immutable caching stored with it) and reads it back with a signed GET', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    await storage().put(KEY, bytes, 'image/webp');
    expect(fake.objects.get(KEY)).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    const object = await storage().get(KEY);
    expect(object).toEqual({ bytes, contentType: 'image/webp' });
    expect(storage().url(KEY)).toBe(`https://cdn.example.in/img/${KEY}`);
  });

  it('reads a missing object as null; refuses keys that are not content hashes before any request', async () => {
    expect(await storage().get(`${'cd'.repeat(32)}.webp`)).toBeNull();
    const before = fake.requests.length;
    await expect(storage().put('../escape.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/not an image key/);
    await expect(storage().get('a/b')).rejects.toThrow(/not an image key/);
    expect(fake.requests.length).toBe(before);
  });

  it('turns a refused signature, a server error or an unreachable endpoint into 503 "Image storage is unavailable"', async () => {
    const wrongSecret = storage({ secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.put(KEY, new Uint8Array([9]), 'image/webp')).rejects.toMatchObject({ status: 503, error: 'Image storage is unavailable' });
    expect(fake.objects.get(KEY)!.bytes).toEqual(Buffer.from([1, 2, 3, 4, 5]));
    fake.failNext = 1;
    await expect(storage().get(KEY)).rejects.toBeInstanceOf(AppError);
    const nowhere = storage({ endpoint: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(nowhere.get(KEY)).rejects.toMatchObject({ status: 503 });
  });
});

describe('catalog with S3 storage configured', () => {
  let fake: FakeS3;
  let env: TestEnvironment;
  let app: App;
  beforeAll(async () => {
    fake = await startFakeS3('catalog-bucket');
    env = await createTestEnvironment();
    const deps = await env.connect('catalog', SCHEMA, migrations, {
      S3_ENDPOINT: fake.endpoint, S3_BUCKET: 'catalog-bucket', S3_REGION: credentials.region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
    app = await buildCatalogService(deps);
  });
  afterAll(async () => {
    await env.cleanup();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  it('stores every size of an upload in the bucket and serves them through GET /api/images/:key', async () => {
    const seller = await caller('seller');
    const form = new FormData();
    form.append('image', new Blob([await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } }).jpeg().toBuffer()], { type: 'image/jpeg' }), 'offer.jpg');
    const res = await app.request('/api/images', { method: 'POST', body: form, headers: { Authorization: `Bearer ${seller.token}` } });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: UploadedImage };
    for (const size of Object.values(data.sizes)) {
      expect(fake.objects.get(size.key)?.bytes.byteLength).toBe(size.bytes);
      const served = await app.request(size.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(fake.objects.get(size.key)!.bytes);
    }
    expect((await app.request(`/api/images/${'ef'.repeat(32)}.webp`)).status).toBe(404);
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
