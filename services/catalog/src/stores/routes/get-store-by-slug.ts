import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { visibleOrNotFound } from '../store-access.ts';
import { toStore } from '../store-mapper.ts';
import { findStoreBySlug } from '../store-repository.ts';

/** GET /api/stores/by-slug/:slug — the store page reached by `/{customSlug}`; slugs match in any case. */
export function getStoreBySlug(ctx: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const slug = (c.req.param('slug') ?? '').trim().toLowerCase();
    const store = await visibleOrNotFound(c, ctx, slug.length <= 100 ? await findStoreBySlug(ctx.db, slug) : undefined);
    return c.json({ success: true, data: toStore(store) });
  };
}
