import type { App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { createMicroCache } from '../products/micro-cache.ts';
import { marketplaceStats } from './marketplace-stats.ts';

/** Figures for a marketing strip: a minute old at most here, five at the gateway and in browsers. */
const STATS_TTL_MS = 60_000;
const STATS_CACHE_CONTROL = 'public, max-age=300, s-maxage=300';

/** GET /api/stats → { success, data: { sellers, orders, cities } } (the home page's stats strip). */
export function mountStatsRoutes(app: App, { db }: CatalogContext): void {
  const cache = createMicroCache({ ttlMs: STATS_TTL_MS, maxEntries: 1 });
  app.get('/api/stats', async (c) => {
    const body = await cache.get('stats', async () => JSON.stringify({ success: true, data: await marketplaceStats(db) }));
    return c.body(body, 200, { 'Content-Type': 'application/json', 'Cache-Control': STATS_CACHE_CONTROL });
  });
}
