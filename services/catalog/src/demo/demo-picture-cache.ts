import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_CARD_BOX, IMAGE_THUMBNAIL_BOX, imagePresets, type ImagePresetName, type ImageSizeName } from '@haat/contracts';
import { isPrivatePreset, sha256Hex, type PreparedImage } from '@haat/images';

/** Beside the machine's other temporary files: every checkout and test run of this machine shares it. */
export const DEMO_PICTURE_CACHE_DIR = path.join(tmpdir(), 'haat-demo-pictures');

type Manifest = { renditions: { size: ImageSizeName; key: string; width: number; height: number }[] };

/**
 * The demo pictures as the pipeline prepared them (every size, encoded), on local disk by the hash
 * of their drawing and the preset's sizes, so a fresh database (a test, an e2e run, a reset demo)
 * stores the same objects without drawing and encoding them again. Only a shortcut: a missing or
 * unreadable entry is a miss, and the picture goes through the pipeline as before. Public presets
 * only (a private object's key covers its uploader).
 */
export function createDemoPictureCache(dir = DEMO_PICTURE_CACHE_DIR) {
  const entryOf = (source: string, preset: ImagePresetName) =>
    path.join(dir, sha256Hex(JSON.stringify({ source, preset: imagePresets[preset], boxes: [IMAGE_THUMBNAIL_BOX, IMAGE_CARD_BOX] })));

  return {
    async get(source: string, { preset, uploadedBy }: { preset: ImagePresetName; uploadedBy: string }): Promise<PreparedImage | null> {
      if (isPrivatePreset(preset)) return null;
      const entry = entryOf(source, preset);
      try {
        const manifest = JSON.parse(await readFile(path.join(entry, 'manifest.json'), 'utf8')) as Manifest;
        const renditions = await Promise.all(manifest.renditions.map(async (r) => ({ ...r, data: await readFile(path.join(entry, r.key)) })));
        // The key is the content hash: an entry whose bytes are not what it names is no entry.
        if (renditions.some((r) => r.key !== `${sha256Hex(r.data)}.webp`)) return null;
        return { preset, uploadedBy, renditions };
      } catch {
        return null;
      }
    },

    /** Written whole under a temporary name, then renamed: a reader sees an entry complete or not at all. */
    async put(source: string, prepared: PreparedImage): Promise<void> {
      if (isPrivatePreset(prepared.preset)) return;
      const entry = entryOf(source, prepared.preset);
      const temporary = `${entry}.${randomUUID()}.tmp`;
      try {
        await mkdir(temporary, { recursive: true });
        await Promise.all(prepared.renditions.map((r) => writeFile(path.join(temporary, r.key), r.data)));
        const manifest: Manifest = { renditions: prepared.renditions.map(({ size, key, width, height }) => ({ size, key, width, height })) };
        await writeFile(path.join(temporary, 'manifest.json'), JSON.stringify(manifest));
        await rename(temporary, entry);
      } catch {
        // Another start wrote it first, or the disk is read-only: the next start encodes again.
      } finally {
        await rm(temporary, { recursive: true, force: true });
      }
    },
  };
}

export type DemoPictureCache = ReturnType<typeof createDemoPictureCache>;
