import type { App, ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { buildCatalogService, migrations, SCHEMA } from '@haat/catalog';
import { serveApp, startTestGateway } from './test-gateway.ts';

export type CatalogWorld = { env: TestEnvironment; deps: ServiceDeps; app: App };

export type CatalogBehindGateway = {
  world: CatalogWorld;
  /** The gateway's root URL. */
  base: string;
  close(): Promise<void>;
};

/** A real catalog in a world of its own and a real gateway in front of it, hearing its invalidations over NATS. */
export async function startCatalogBehindGateway(): Promise<CatalogBehindGateway> {
  const env = await createTestEnvironment();
  const deps = await env.connect('catalog', SCHEMA, migrations);
  const world: CatalogWorld = { env, deps, app: await buildCatalogService(deps) };
  const catalog = await serveApp(world.app);
  const { gateway, base } = await startTestGateway(env, { CATALOG_URL: catalog.url, RATE_LIMIT_POINTS: '100000' });
  return {
    world,
    base,
    async close() {
      await gateway.close();
      catalog.close();
      await env.cleanup();
    },
  };
}
