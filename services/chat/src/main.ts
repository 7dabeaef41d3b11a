import { runService } from '@haat/server-kit';
import { chatConfigSchema } from './config.ts';
import { migrations } from './migrations/index.ts';
import { buildChatService, SCHEMA } from './service.ts';

await runService({ name: 'chat', configSchema: chatConfigSchema, schema: SCHEMA, migrations, build: buildChatService });
