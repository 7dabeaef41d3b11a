/** Where re-encoded images live. Keys are content hashes, so an object never changes once written. */
export type ImageStorage = {
  /** 'private' objects are never under the public base URL and are served with `private, no-store`. */
  visibility: ImageVisibility;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Gone, or never there: both are fine. */
  delete(key: string): Promise<void>;
  /** The URL clients load the image from: the public base, or the owning service's authenticated route. */
  url(key: string): string;
};
export type ImageVisibility = 'public' | 'private';
export type StoredObject = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

/** sha256 hex of the bytes plus the extension: nothing else can name an object (no `/`, no `..`). */
const KEY = /^[0-9a-f]{64}\.webp$/;

export const isImageKey = (key: string | undefined): key is string => typeof key === 'string' && KEY.test(key);

export function assertImageKey(key: string): void {
  if (!isImageKey(key)) throw new Error(`not an image key: ${JSON.stringify(key).slice(0, 80)}`);
}

/** The one format the pipeline writes; the content type follows from the key. */
export const IMAGE_CONTENT_TYPE = 'image/webp';

/** Served images never change under their key (see above), so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Identity documents and report evidence: only the browser that asked keeps them, and not on disk. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export const cacheControlOf = (visibility: ImageVisibility) => (visibility === 'private' ? PRIVATE_CACHE_CONTROL : IMMUTABLE_CACHE_CONTROL);

export const joinUrl = (base: string, key: string) => `${base.replace(/\/+$/, '')}/${key}`;

/** The key of an image URL (its last path segment), or null when that is not an image key. */
export function imageKeyOf(url: string): string | null {
  const key = url.split(/[?#]/)[0]!.split('/').at(-1);
  return isImageKey(key) ? key : null;
}
