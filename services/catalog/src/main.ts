import { runService } from '@haat/server-kit';
import { catalogConfigSchema } from './config.ts';
import { migrations } from './migrations/index.ts';
import { buildCatalogService, SCHEMA } from './service.ts';

await runService({ name: 'catalog', configSchema: catalogConfigSchema, schema: SCHEMA, migrations, build: buildCatalogService });
