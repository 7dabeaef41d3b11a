import { runService } from '@haat/server-kit';
import { moderationConfigSchema } from './config.ts';
import { migrations } from './migrations/index.ts';
import { buildModerationService, SCHEMA } from './service.ts';

await runService({ name: 'moderation', configSchema: moderationConfigSchema, schema: SCHEMA, migrations, build: buildModerationService });
