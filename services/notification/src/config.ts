import type { z } from 'zod';
import { baseConfigSchema, portSchema } from '@haat/server-kit';

export const notificationConfigSchema = baseConfigSchema.extend({ PORT: portSchema(4105) });
export type NotificationConfig = z.infer<typeof notificationConfigSchema>;
