import { serviceUnavailable } from '@haat/server-kit';
import { assertImageKey, cacheControlOf, IMAGE_CONTENT_TYPE, type ImageStorage, type ImageVisibility } from './image-storage.ts';
import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, type SigningCredentials } from './sigv4.ts';

type S3StorageOptions = SigningCredentials & {
  /** e.g. https://s3.ap-south-1.amazonaws.com or http://127.0.0.1:9000 (MinIO); path-style addressing. */
  endpoint: string;
  bucket: string;
  /** Put before every key, e.g. `private/documents/`: private objects never share the public keys' place. */
  prefix?: string;
  /** The client URL of a key: the public base URL, or the owning service's authenticated route. */
  url: (key: string) => string;
  visibility?: ImageVisibility;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
};

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, R2, Spaces), signed with SigV4 by hand: three
 * calls do not justify the AWS SDK. The bucket may stay private; GET /api/images/:key reads through
 * `get`, or PUBLIC_IMAGE_BASE_URL points clients at a CDN in front of the bucket (never in front of
 * the private prefix: see config.ts).
 */
export function createS3Storage({ endpoint, bucket, prefix = '', url, visibility = 'public', timeoutMs = 10_000, fetch = globalThis.fetch, ...credentials }: S3StorageOptions): ImageStorage {
  const objectUrl = (key: string) => {
    assertImageKey(key);
    return new URL(`${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(bucket)}/${prefix}${key}`);
  };

  const send = async (method: 'PUT' | 'GET' | 'DELETE', target: URL, headers: Record<string, string>, payloadHash: string, body?: Uint8Array) => {
    const signed = signRequest({ method, url: target, headers, payloadHash }, credentials);
    try {
      return await fetch(target, { method, headers: signed, ...(body ? { body } : {}), signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw serviceUnavailable('Image storage is unavailable', 'Image storage did not answer. Please try again.');
    }
  };

  return {
    visibility,
    async put(key, bytes, contentType) {
      // Stored with the object, so a CDN in front of the bucket caches it like we do.
      const headers = { 'content-type': contentType, 'cache-control': cacheControlOf(visibility) };
      const res = await send('PUT', objectUrl(key), headers, sha256Hex(bytes), bytes);
      await res.arrayBuffer().catch(() => undefined); // drain, so the connection is reused
      if (!res.ok) throw serviceUnavailable('Image storage is unavailable', `Image storage refused the upload (${res.status}).`);
    },
    async get(key) {
      const res = await send('GET', objectUrl(key), {}, EMPTY_PAYLOAD_HASH);
      // A private bucket answers 403 for a missing key unless the credentials may list it (grant s3:ListBucket).
      if (res.status === 404) {
        await res.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (!res.ok) {
        await res.arrayBuffer().catch(() => undefined);
        throw serviceUnavailable('Image storage is unavailable', `Image storage refused the read (${res.status}).`);
      }
      return { bytes: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? IMAGE_CONTENT_TYPE };
    },
    async delete(key) {
      const res = await send('DELETE', objectUrl(key), {}, EMPTY_PAYLOAD_HASH);
      await res.arrayBuffer().catch(() => undefined);
      // S3 answers 204 whether or not the object was there.
      if (!res.ok && res.status !== 404) throw serviceUnavailable('Image storage is unavailable', `Image storage refused the delete (${res.status}).`);
    },
    url,
  };
}
