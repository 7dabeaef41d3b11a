import type { App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { getStats } from './routes/get-stats.ts';

/** Marketplace figures for the home page. */
export function mountStatsRoutes(app: App, ctx: CatalogContext): void {
  app.get('/api/stats', getStats(ctx));
}
