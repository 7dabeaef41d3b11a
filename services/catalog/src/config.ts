import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { baseConfigSchema, portSchema } from '@haat/server-kit';

export const catalogConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4102),
  /** How long a checkout's stock reservation waits for its order before it is expired. */
  RESERVATION_TTL_SECONDS: z.coerce.number().int().min(10).max(24 * 3600).default(15 * 60),
  /** Uploaded images on local disk (when S3 is not configured); `.haat/` under the repo root is git-ignored. */
  IMAGE_DIR: z.string().min(1).default(fileURLToPath(new URL('../../../.haat/images', import.meta.url))),
  /** Upload cap in bytes; each spec preset's own cap applies within it. */
  IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(8 * 1024 * 1024),
  /** Where clients load images from: this service's GET /api/images/:key by default, or a CDN. */
  PUBLIC_IMAGE_BASE_URL: z.string().min(1).default('/api/images'),
  /** S3-compatible storage instead of local disk when S3_ENDPOINT and S3_BUCKET are set. */
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});
export type CatalogConfig = z.infer<typeof catalogConfigSchema>;
