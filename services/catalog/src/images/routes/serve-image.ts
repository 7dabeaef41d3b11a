import type { Context } from 'hono';
import { notFound, type AppEnv } from '@haat/server-kit';
import { IMMUTABLE_CACHE_CONTROL, isImageKey, type ImageStorage } from '../image-storage.ts';

/** GET /api/images/:key: public; the key is a content hash, so the reply may be cached forever. */
export function serveImage(storage: ImageStorage) {
  return async (c: Context<AppEnv>) => {
    const key = c.req.param('key');
    // Only a well-formed key reaches storage: no path separators, no `..`.
    if (!isImageKey(key)) throw notFound('Image not found');
    const etag = `"${key}"`;
    const cacheHeaders = { 'Cache-Control': IMMUTABLE_CACHE_CONTROL, ETag: etag };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, cacheHeaders);
    const object = await storage.get(key);
    if (!object) throw notFound('Image not found');
    return c.body(object.bytes, 200, { ...cacheHeaders, 'Content-Type': object.contentType });
  };
}
