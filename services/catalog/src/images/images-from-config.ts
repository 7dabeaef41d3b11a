import type { Kysely } from 'kysely';
import type { CatalogConfig } from '../config.ts';
import type { CatalogDatabase } from '../database.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createImages, type Images } from './image-pipeline.ts';
import type { ImageStorage } from './image-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** S3 when S3_ENDPOINT and S3_BUCKET are set (then the keys are required too), else local disk. */
function storageFromConfig(config: CatalogConfig): ImageStorage {
  const publicBaseUrl = config.PUBLIC_IMAGE_BASE_URL;
  if (!config.S3_ENDPOINT || !config.S3_BUCKET) return createDiskStorage({ dir: config.IMAGE_DIR, publicBaseUrl });
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT and S3_BUCKET');
  }
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicBaseUrl,
  });
}

export const imagesFromConfig = (config: CatalogConfig, db: Kysely<CatalogDatabase>): Images =>
  createImages({ storage: storageFromConfig(config), db, maxBytes: config.IMAGE_MAX_BYTES });
