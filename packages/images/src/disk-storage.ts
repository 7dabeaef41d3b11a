import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertImageKey, IMAGE_CONTENT_TYPE, type ImageStorage, type ImageVisibility } from './image-storage.ts';

type DiskStorageOptions = {
  dir: string;
  /** The client URL of a key: the public base URL, or the owning service's authenticated route. */
  url: (key: string) => string;
  visibility?: ImageVisibility;
};

/**
 * Images in a local directory, fanned out by the key's first two hex digits so no folder grows huge.
 * One machine only: several instances of a service need the S3 storage.
 */
export function createDiskStorage({ dir, url, visibility = 'public' }: DiskStorageOptions): ImageStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertImageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };

  return {
    visibility,
    async put(key, bytes) {
      const file = fileOf(key);
      if (await exists(file)) return; // same key, same bytes
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file and a crash leaves no bad object.
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return { bytes: await readFile(fileOf(key)), contentType: IMAGE_CONTENT_TYPE };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url,
  };
}

const exists = (file: string) => stat(file).then(() => true, () => false);
