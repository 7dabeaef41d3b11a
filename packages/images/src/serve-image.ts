import type { Context } from 'hono';
import { notFound } from '@haat/server-kit';
import { cacheControlOf, isImageKey, type ImageStorage, type ImageVisibility } from './image-storage.ts';

/**
 * The reply for one stored image: 404 'Image not found' for a malformed or unknown key. A public
 * image may be cached forever (its key is its content hash) and answers a matching ETag with 304;
 * a private one is `private, no-store`. Access checks are the caller's, before this. `visibility`
 * overrides the storage's (a private image still in public storage, uploaded before private presets).
 */
export async function serveStoredImage(c: Context, storage: ImageStorage, key: string | undefined, visibility: ImageVisibility = storage.visibility): Promise<Response> {
  // Only a well-formed key reaches storage: no path separators, no `..`.
  if (!isImageKey(key)) throw notFound('Image not found');
  const cacheControl = cacheControlOf(visibility);
  const etag = `"${key}"`;
  if (visibility === 'public' && c.req.header('If-None-Match') === etag) return c.body(null, 304, { 'Cache-Control': cacheControl, ETag: etag });
  const object = await storage.get(key);
  if (!object) throw notFound('Image not found');
  const headers: Record<string, string> = { 'Cache-Control': cacheControl, 'Content-Type': object.contentType };
  if (visibility === 'public') headers['ETag'] = etag;
  return c.body(object.bytes, 200, headers);
}
