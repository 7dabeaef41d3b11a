import type { Kysely } from 'kysely';
import { AppError, badRequest } from '@haat/server-kit';
import { IMAGE_TYPE_TEXT, imagePresets, imageTooLargeText, type ImagePresetName, type ImageSizeName, type StoredImageSize, type UploadedImage } from '@haat/contracts';
import type { CatalogDatabase } from '../database.ts';
import { encodeImage } from './encode-image.ts';
import type { ImageTables } from './images.table.ts';
import { IMAGE_CONTENT_TYPE, type ImageStorage } from './image-storage.ts';
import { sha256Hex } from './sigv4.ts';
import { sniffImageType } from './sniff-image-type.ts';

/** The catalog's images: where they are stored and how an upload becomes stored sizes. */
export type Images = {
  storage: ImageStorage;
  /** The most bytes an upload for `preset` may have: the spec's preset cap within IMAGE_MAX_BYTES. */
  maxBytesFor(preset: ImagePresetName): number;
  /** Checks, re-encodes and stores an upload; throws 400/413 with the spec's texts. */
  upload(bytes: Uint8Array, options: { preset: ImagePresetName; uploadedBy: string }): Promise<UploadedImage>;
};

export const imageTooLarge = (maxBytes: number) => new AppError(413, imageTooLargeText(maxBytes));

export function createImages({ storage, db, maxBytes }: { storage: ImageStorage; db: Kysely<CatalogDatabase>; maxBytes: number }): Images {
  const imagesDb = db.withTables<ImageTables>();
  const maxBytesFor = (preset: ImagePresetName) => Math.min(maxBytes, imagePresets[preset].maxBytes);

  return {
    storage,
    maxBytesFor,
    async upload(bytes, { preset, uploadedBy }) {
      if (bytes.byteLength > maxBytesFor(preset)) throw imageTooLarge(maxBytesFor(preset));
      if (!sniffImageType(bytes)) throw badRequest(IMAGE_TYPE_TEXT);
      const renditions = await encodeImage(bytes, imagePresets[preset]);
      const stored = renditions.map((r) => ({ ...r, key: `${sha256Hex(r.data)}.webp` }));
      await Promise.all(stored.map((r) => storage.put(r.key, r.data, IMAGE_CONTENT_TYPE)));
      // After the objects exist, so a row never names a missing object; a re-upload changes nothing.
      await imagesDb.insertInto('images')
        .values(stored.map((r) => ({ key: r.key, uploaded_by: uploadedBy, preset, size_name: r.size, content_type: IMAGE_CONTENT_TYPE, width: r.width, height: r.height, bytes: r.data.byteLength })))
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const sizeOf = (size: ImageSizeName): StoredImageSize => {
        const r = stored.find((each) => each.size === size)!;
        return { key: r.key, url: storage.url(r.key), width: r.width, height: r.height, bytes: r.data.byteLength };
      };
      const sizes = { thumbnail: sizeOf('thumbnail'), card: sizeOf('card'), full: sizeOf('full') };
      return { url: sizes.full.url, preset, contentType: IMAGE_CONTENT_TYPE, sizes };
    },
  };
}
