import type { App, ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';

// The calls every service's tests share live once, in server-kit's testing entry.
export { addProduct, caller, openStore, request, type Caller } from '@haat/server-kit/testing';

export type CatalogWorld = { env: TestEnvironment; deps: ServiceDeps; app: App };

/** One isolated world (database, prefix, stream) with the catalog service built in it. */
export async function startCatalog(): Promise<CatalogWorld> {
  const env = await createTestEnvironment();
  const deps = await env.connect('catalog', SCHEMA, migrations);
  const app = await buildCatalogService(deps);
  return { env, deps, app };
}
