import { baseConfigSchema, portSchema } from '@haat/server-kit';

export const orderConfigSchema = baseConfigSchema.extend({ PORT: portSchema(4103) });
