import { runService } from '@haat/server-kit';
import { identityConfigSchema } from './config.ts';
import { migrations } from './migrations/index.ts';
import { buildIdentityService, SCHEMA } from './service.ts';

await runService({ name: 'identity', configSchema: identityConfigSchema, schema: SCHEMA, migrations, build: buildIdentityService });
