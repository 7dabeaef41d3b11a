import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@haat/server-kit';
import { createS3Storage } from './s3-storage.ts';
import { EMPTY_PAYLOAD_HASH, signRequest } from './sigv4.ts';
import { startFakeS3, type FakeS3 } from './testing/fake-s3.ts';

const credentials = { accessKeyId: 'HAATTESTKEY', secretAccessKey: 'haat/test+secret', region: 'ap-south-1' };
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
    fake = await startFakeS3(['haat-images'], credentials);
  });
  afterAll(() => fake.close());

  const storage = (overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
    createS3Storage({ endpoint: fake.endpoint, bucket: 'haat-images', url: (key) => `https://cdn.example.in/img/${key}`, ...credentials, ...overrides });

  it('puts an object with a signed PUT (content type and immutable caching stored with it) and reads it back with a signed GET', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    await storage().put(KEY, bytes, 'image/webp');
    expect(fake.objects.get(`haat-images/${KEY}`)).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    const object = await storage().get(KEY);
    expect(object).toEqual({ bytes, contentType: 'image/webp' });
    expect(storage().url(KEY)).toBe(`https://cdn.example.in/img/${KEY}`);
  });

  it('keeps private objects under their prefix, marked private, and deletes with a signed DELETE', async () => {
    const secret = storage({ prefix: 'private/catalog/', visibility: 'private', url: (key) => `/api/images/private/${key}` });
    await secret.put(KEY, new Uint8Array([7]), 'image/webp');
    expect(fake.objects.get(`haat-images/private/catalog/${KEY}`)).toMatchObject({ cacheControl: 'private, no-store' });
    expect(await secret.get(KEY)).toEqual({ bytes: new Uint8Array([7]), contentType: 'image/webp' });
    await secret.delete(KEY);
    await secret.delete(KEY); // twice is fine
    expect(await secret.get(KEY)).toBeNull();
    expect(fake.objects.has(`haat-images/${KEY}`)).toBe(true); // the public object of the same key is another object
  });

  it('reads a missing object as null; refuses keys that are not content hashes before any request', async () => {
    expect(await storage().get(`${'cd'.repeat(32)}.webp`)).toBeNull();
    const before = fake.requests.length;
    await expect(storage().put('../escape.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/not an image key/);
    await expect(storage().get('a/b')).rejects.toThrow(/not an image key/);
    await expect(storage().delete('a/b')).rejects.toThrow(/not an image key/);
    expect(fake.requests.length).toBe(before);
  });

  it('turns a refused signature, a server error or an unreachable endpoint into 503 "Image storage is unavailable"', async () => {
    const wrongSecret = storage({ secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.put(KEY, new Uint8Array([9]), 'image/webp')).rejects.toMatchObject({ status: 503, error: 'Image storage is unavailable' });
    expect(fake.objects.get(`haat-images/${KEY}`)!.bytes).toEqual(Buffer.from([1, 2, 3, 4, 5]));
    fake.failNext = 1;
    await expect(storage().get(KEY)).rejects.toBeInstanceOf(AppError);
    const nowhere = storage({ endpoint: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(nowhere.get(KEY)).rejects.toMatchObject({ status: 503 });
  });
});
