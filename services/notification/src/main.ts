import { runService } from '@haat/server-kit';
import { notificationConfigSchema } from './config.ts';
import { migrations } from './migrations/index.ts';
import { buildNotificationService, SCHEMA } from './service.ts';

await runService({ name: 'notification', configSchema: notificationConfigSchema, schema: SCHEMA, migrations, build: buildNotificationService });
