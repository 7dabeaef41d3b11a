import { api } from '@haat/web-kit';
import { readMarketplaceStats, type MarketplaceStats } from '@haat/contracts/stats-reply';
import { DEFAULT_HOME_STATS } from './home-stats.ts';

/**
 * GET /stats → `{ success, data: { sellers, orders, cities } }` for the home page's stats strip
 * (served by the catalog; the spec names no call for it). Any failure shows the spec's defaults
 * (1000, 10000, 50).
 */
export async function fetchHomeStats(signal?: AbortSignal): Promise<MarketplaceStats> {
  try {
    return readMarketplaceStats(await api.get<unknown>('/stats', { signal, retry: false }), DEFAULT_HOME_STATS);
  } catch {
    return DEFAULT_HOME_STATS;
  }
}
