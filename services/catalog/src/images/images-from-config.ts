import type { Kysely } from 'kysely';
import { createImages, privateStorageFromConfig, storageFromConfig, type ImageRow, type Images } from '@haat/images';
import type { CatalogConfig } from '../config.ts';
import type { CatalogDatabase } from '../database.ts';
import type { ImageTables } from './images.table.ts';

/** Where clients load a private image (identity documents, report photos): GET /api/images/private/:key. */
export const PRIVATE_IMAGE_PATH = '/api/images/private';

/** The catalog's images: public ones at PUBLIC_IMAGE_BASE_URL, private ones under `private/catalog/`, each object a row of `images`. */
export function imagesFromConfig(config: CatalogConfig, db: Kysely<CatalogDatabase>): Images {
  const imagesDb = db.withTables<ImageTables>();
  // A re-upload of the same bytes (same key) changes nothing.
  const record = async (rows: ImageRow[]) => {
    await imagesDb.insertInto('images')
      .values(rows.map((r) => ({
        key: r.key, uploaded_by: r.uploadedBy, preset: r.preset, size_name: r.size, content_type: r.contentType, width: r.width, height: r.height, bytes: r.bytes, private: r.visibility === 'private',
      })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  };
  return createImages({
    storage: storageFromConfig(config),
    privateStorage: privateStorageFromConfig(config, { area: 'catalog', url: (key) => `${PRIVATE_IMAGE_PATH}/${key}` }),
    maxBytes: config.IMAGE_MAX_BYTES,
    record,
  });
}
