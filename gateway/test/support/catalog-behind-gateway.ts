import { setTimeout as sleep } from 'node:timers/promises';
import { startCatalog, type CatalogWorld } from '../../../services/catalog/test/helpers.ts';
import { serveApp, startTestGateway } from './test-gateway.ts';

export type CatalogBehindGateway = {
  world: CatalogWorld;
  /** The gateway's root URL. */
  base: string;
  close(): Promise<void>;
};

/** A real catalog in a world of its own and a real gateway in front of it, hearing its invalidations over NATS. */
export async function startCatalogBehindGateway(): Promise<CatalogBehindGateway> {
  const world = await startCatalog();
  const catalog = await serveApp(world.app);
  const { gateway, base } = await startTestGateway(world.env, { CATALOG_URL: catalog.url, RATE_LIMIT_POINTS: '100000' });
  return {
    world,
    base,
    async close() {
      await gateway.close();
      catalog.close();
      await world.env.cleanup();
    },
  };
}

/** Polls until `check` passes: invalidations travel over NATS, so they land a moment after the write. */
export async function eventually(check: () => Promise<void>, ms = 3_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await sleep(25);
    }
  }
}
