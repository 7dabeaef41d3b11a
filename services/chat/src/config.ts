import { baseConfigSchema, portSchema } from '@haat/server-kit';

export const chatConfigSchema = baseConfigSchema.extend({ PORT: portSchema(4104) });
