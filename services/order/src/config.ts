import type { z } from 'zod';
import { baseConfigSchema, portSchema } from '@haat/server-kit';

export const orderConfigSchema = baseConfigSchema.extend({ PORT: portSchema(4103) });
export type OrderConfig = z.infer<typeof orderConfigSchema>;
