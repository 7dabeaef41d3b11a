import type { Kysely } from 'kysely';
import type { Logger } from '@haat/server-kit';
import { PRIVATE_IMAGE_PRESETS, type Images } from '@haat/images';
import type { CatalogDatabase } from '../database.ts';
import type { ImageTables } from './images.table.ts';

/**
 * Identity documents and report photos uploaded before private presets were stored with the public
 * images. Copies each into the private storage, marks its row private, then deletes the public
 * copy (a CDN or public bucket in front of the public storage can no longer show it). Until then
 * the public route refuses the key and the private route reads the public copy, so this may run
 * late or be retried: every step is idempotent. Returns how many objects were moved.
 */
export async function moveLegacyPrivateImages({ db, images, logger }: { db: Kysely<CatalogDatabase>; images: Images; logger: Logger }): Promise<number> {
  const imagesDb = db.withTables<ImageTables>();
  const privateStorage = images.privateStorage!;
  const rows = await imagesDb.selectFrom('images').select('key')
    .where('preset', 'in', [...PRIVATE_IMAGE_PRESETS]).where('private', '=', false)
    .execute();
  for (const { key } of rows) {
    const object = await images.storage.get(key);
    if (object) await privateStorage.put(key, object.bytes, object.contentType);
    else if (!(await privateStorage.get(key))) logger.warn({ key }, 'a private image to move is in neither storage');
    await imagesDb.updateTable('images').set({ private: true }).where('key', '=', key).execute();
    await images.storage.delete(key);
  }
  if (rows.length > 0) logger.info({ moved: rows.length }, 'moved identity documents and report photos to private image storage');
  return rows.length;
}
