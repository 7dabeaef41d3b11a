import type { App, ServiceDeps } from '@haat/server-kit';
import type { CreateStoreBody, Store } from '@haat/contracts';
import { caller, createTestEnvironment, openStore, type Caller, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';

// The calls every service's tests share live once, in server-kit's testing entry.
export { addProduct, caller, markStoreVerified, openStore, request, type Caller } from '@haat/server-kit/testing';

export type CatalogWorld = { env: TestEnvironment; deps: ServiceDeps; app: App };

/** One isolated world (database, prefix, stream) with the catalog service built in it. */
export async function startCatalog(): Promise<CatalogWorld> {
  const env = await createTestEnvironment();
  const deps = await env.connect('catalog', SCHEMA, migrations);
  const app = await buildCatalogService(deps);
  return { env, deps, app };
}

/** How most catalog test files start: a world, a seller, and the seller's store open in it. */
export type CatalogShop = { world: CatalogWorld; seller: Caller; store: Store };

export async function startCatalogShop(storeBody: Partial<CreateStoreBody> = {}): Promise<CatalogShop> {
  const world = await startCatalog();
  const seller = await caller('seller');
  return { world, seller, store: await openStore(world.app, seller, storeBody) };
}
