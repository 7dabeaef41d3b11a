import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { createMicroCache } from '../../products/micro-cache.ts';
import { marketplaceStats } from '../marketplace-stats.ts';

/** GET /api/stats → { success, data: { sellers, orders, cities } } (the home page's stats strip). */
export function getStats({ db }: CatalogContext) {
  const cache = createMicroCache({ ttlMs: STATS_TTL_MS, maxEntries: 1 });
  return async (c: Context<AppEnv>) => {
    const body = await cache.get('stats', async () => JSON.stringify({ success: true, data: await marketplaceStats(db) }));
    return c.body(body, 200, { 'Content-Type': 'application/json', 'Cache-Control': STATS_CACHE_CONTROL });
  };
}

/** Figures for a marketing strip: a minute old at most here, five at the gateway and in browsers. */
const STATS_TTL_MS = 60_000;
const STATS_CACHE_CONTROL = 'public, max-age=300, s-maxage=300';
