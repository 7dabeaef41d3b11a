import type { z } from 'zod';
import { baseConfigSchema, portSchema } from '@haat/server-kit';
import { imageConfigFields } from '@haat/images';
import { grievanceConfigShape } from './grievances/grievance-config.ts';

export const moderationConfigSchema = baseConfigSchema.extend({ PORT: portSchema(4106), ...grievanceConfigShape, ...imageConfigFields });
export type ModerationConfig = z.infer<typeof moderationConfigSchema>;
