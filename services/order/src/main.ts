import { runService } from '@haat/server-kit';
import { orderConfigSchema } from './config.ts';
import { migrations } from './migrations/index.ts';
import { buildOrderService, SCHEMA } from './service.ts';

await runService({ name: 'order', configSchema: orderConfigSchema, schema: SCHEMA, migrations, build: buildOrderService });
