import type { Kysely } from 'kysely';
import { PRIVATE_IMAGE_PRESETS } from '@haat/images';
import type { CatalogDatabase } from '../database.ts';
import type { ImageTables } from './images.table.ts';

/** The row of a private image (document, report photo, payment screenshot), or undefined when the key is not one. */
export const findPrivateImage = (db: Kysely<CatalogDatabase>, key: string) =>
  db.withTables<ImageTables>().selectFrom('images')
    .select(['uploaded_by', 'private', 'preset'])
    .where('key', '=', key)
    .where('preset', 'in', [...PRIVATE_IMAGE_PRESETS])
    .executeTakeFirst();
