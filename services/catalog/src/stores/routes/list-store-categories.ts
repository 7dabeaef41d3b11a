import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { findVisibleStore } from '../store-access.ts';

/** GET /api/stores/:id/categories — the store's own category list, in the seller's order. */
export function listCategories(ctx: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const store = await findVisibleStore(c, ctx);
    return c.json({ success: true, data: store.categories });
  };
}
