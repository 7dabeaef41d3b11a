import { api } from '@haat/web-kit';
import { DEFAULT_HOME_STATS, toHomeStats, type HomeStats } from '../content/home-stats.ts';

/**
 * GET /stats → `{ success, data: { sellers, orders, cities } }` for the home page's stats strip
 * (served by the catalog; the spec names no call for it). Any failure shows the spec's defaults
 * (1000, 10000, 50).
 */
export async function fetchHomeStats(signal?: AbortSignal): Promise<HomeStats> {
  try {
    return toHomeStats(await api.get<unknown>('/stats', { signal, retry: false }));
  } catch {
    return DEFAULT_HOME_STATS;
  }
}
