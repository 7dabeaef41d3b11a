import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_IMAGE_MAX_BYTES } from '@haat/contracts';
import { createDiskStorage } from './disk-storage.ts';
import { joinUrl, type ImageStorage } from './image-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/**
 * The image settings every service that stores images reads (catalog, moderation): spread into the
 * service's config schema, `baseConfigSchema.extend({ ...imageConfigFields })`.
 */
export const imageConfigFields = {
  /** Uploaded images on local disk (when S3 is not configured); `.haat/` under the repo root is git-ignored. */
  IMAGE_DIR: z.string().min(1).default(fileURLToPath(new URL('../../../.haat/images', import.meta.url))),
  /** Upload cap in bytes; each spec preset's own cap applies within it. */
  IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(DEFAULT_IMAGE_MAX_BYTES),
  /** Where clients load public images from: the catalog's GET /api/images/:key by default, or a CDN. */
  PUBLIC_IMAGE_BASE_URL: z.string().min(1).default('/api/images'),
  /** S3-compatible storage instead of local disk when S3_ENDPOINT and S3_BUCKET are set. */
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  /**
   * The bucket of private images (identity documents, report evidence), under `private/<service>/`;
   * S3_BUCKET when unset. Required when PUBLIC_IMAGE_BASE_URL is an absolute URL (a CDN or a public
   * bucket), so that no private object is ever reachable there.
   */
  S3_PRIVATE_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
};
const imageConfigSchema = z.object(imageConfigFields);
export type ImageConfig = z.infer<typeof imageConfigSchema>;

type S3Config = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

/** S3 when S3_ENDPOINT and S3_BUCKET are set (then the keys are required too), else null: local disk. */
function s3Of(config: ImageConfig): S3Config | null {
  if (!config.S3_ENDPOINT || !config.S3_BUCKET) return null;
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT and S3_BUCKET');
  }
  return { endpoint: config.S3_ENDPOINT, bucket: config.S3_BUCKET, region: config.S3_REGION, accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY };
}

/** The public images: served at PUBLIC_IMAGE_BASE_URL (the catalog's GET /api/images/:key by default). */
export function storageFromConfig(config: ImageConfig): ImageStorage {
  const url = (key: string) => joinUrl(config.PUBLIC_IMAGE_BASE_URL, key);
  const s3 = s3Of(config);
  return s3 ? createS3Storage({ ...s3, url }) : createDiskStorage({ dir: config.IMAGE_DIR, url });
}

const AREA = /^[a-z][a-z0-9-]*$/;

/**
 * One service's private images, apart from the public ones: `<IMAGE_DIR>/private/<area>/` on disk,
 * `private/<area>/` in S3_PRIVATE_BUCKET (or S3_BUCKET). Never under the public base URL: clients
 * load them from `url(key)`, the service's own authenticated route.
 */
export function privateStorageFromConfig(config: ImageConfig, { area, url }: { area: string; url: (key: string) => string }): ImageStorage {
  if (!AREA.test(area)) throw new Error(`privateStorageFromConfig: bad area ${JSON.stringify(area)}`);
  const s3 = s3Of(config);
  if (!s3) return createDiskStorage({ dir: path.join(config.IMAGE_DIR, 'private', area), url, visibility: 'private' });
  const bucket = config.S3_PRIVATE_BUCKET || s3.bucket;
  if (/^https?:\/\//i.test(config.PUBLIC_IMAGE_BASE_URL) && bucket === s3.bucket) {
    throw new Error('Invalid configuration: S3_PRIVATE_BUCKET (a bucket nobody can read publicly) is required when PUBLIC_IMAGE_BASE_URL is an absolute URL, so that identity documents and report evidence are never reachable there');
  }
  return createS3Storage({ ...s3, bucket, prefix: `private/${area}/`, url, visibility: 'private' });
}
