import type { App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';

/** Offers and banners (issue 4). */
export function mountBroadcastRoutes(_app: App, _ctx: CatalogContext): void {}
