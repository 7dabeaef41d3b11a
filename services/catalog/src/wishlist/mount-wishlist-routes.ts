import type { App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';

/** The buyer's wishlist (issue 4). */
export function mountWishlistRoutes(_app: App, _ctx: CatalogContext): void {}
