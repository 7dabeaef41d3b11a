import { z } from 'zod';
import { baseConfigSchema, portSchema } from '@haat/server-kit';
import { imageConfigFields } from '@haat/images';

export const catalogConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4102),
  /** How long a checkout's stock reservation waits for its order before it is expired. */
  RESERVATION_TTL_SECONDS: z.coerce.number().int().min(10).max(24 * 3600).default(15 * 60),
  /** IMAGE_DIR, IMAGE_MAX_BYTES, PUBLIC_IMAGE_BASE_URL, S3_*: shared with moderation (report photos). */
  ...imageConfigFields,
});
export type CatalogConfig = z.infer<typeof catalogConfigSchema>;
