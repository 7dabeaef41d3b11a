import { baseConfigSchema, portSchema } from '@haat/server-kit';

export const moderationConfigSchema = baseConfigSchema.extend({ PORT: portSchema(4106) });
