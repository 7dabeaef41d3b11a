/** Where re-encoded images live. Keys are content hashes, so an object never changes once written. */
export type ImageStorage = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** The public URL clients load the image from. */
  url(key: string): string;
};
type StoredObject = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

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

export const joinUrl = (base: string, key: string) => `${base.replace(/\/+$/, '')}/${key}`;
