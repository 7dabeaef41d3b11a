import type { z } from 'zod';
import { baseConfigSchema, portSchema } from '@haat/server-kit';

export const moderationConfigSchema = baseConfigSchema.extend({ PORT: portSchema(4106) });
export type ModerationConfig = z.infer<typeof moderationConfigSchema>;
