import { baseConfigSchema, portSchema } from '@haat/server-kit';

export const notificationConfigSchema = baseConfigSchema.extend({ PORT: portSchema(4105) });
