import type { App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';

/** Store and product reviews (issue 4). */
export function mountReviewRoutes(_app: App, _ctx: CatalogContext): void {}
