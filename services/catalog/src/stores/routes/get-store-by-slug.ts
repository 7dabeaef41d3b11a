import type { Context } from 'hono';
import { plainText } from '@haat/contracts';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { visibleOrNotFound } from '../store-access.ts';
import { toStore } from '../store-mapper.ts';
import { findStoreBySlug } from '../store-repository.ts';

/** GET /api/stores/by-slug/:slug — the store page reached by `/{customSlug}`; slugs match in any case. */
export function getStoreBySlug(ctx: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const slug = slugParamSchema.safeParse(c.req.param('slug') ?? '');
    const store = await visibleOrNotFound(c, ctx, slug.success ? await findStoreBySlug(ctx.db, slug.data.toLowerCase()) : undefined);
    return c.json({ success: true, data: toStore(store) });
  };
}

/** Any text that could be a slug; one too long or with control characters names no store. */
const slugParamSchema = plainText({ label: 'Slug', max: 100 });
