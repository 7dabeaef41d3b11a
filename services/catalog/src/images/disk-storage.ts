import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertImageKey, IMAGE_CONTENT_TYPE, joinUrl, type ImageStorage } from './image-storage.ts';

/**
 * Images in a local directory, fanned out by the key's first two hex digits so no folder grows huge.
 * Served by GET /api/images/:key. One machine only: several catalog instances need the S3 storage.
 */
export function createDiskStorage({ dir, publicBaseUrl }: { dir: string; publicBaseUrl: string }): ImageStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertImageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };

  return {
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
    url: (key) => joinUrl(publicBaseUrl, key),
  };
}

const exists = (file: string) => stat(file).then(() => true, () => false);
