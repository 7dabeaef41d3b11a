import type { App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';

/** Image upload and serving (issue 4). */
export function mountImageRoutes(_app: App, _ctx: CatalogContext): void {}
