import type { Context } from 'hono';
import { storeCategoryNameSchema } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { removeStoreCategory } from '../store-repository.ts';
import { storeForCategoryWrite } from './store-category-access.ts';

/** DELETE /api/stores/:id/categories/:name (owner or superadmin); the name matches in any case. */
export function removeCategory({ db, listings, storeLists }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const store = await storeForCategoryWrite(c, db, 'remove');
    const parsed = storeCategoryNameSchema.safeParse(c.req.param('name') ?? '');
    const name = parsed.success ? parsed.data : (c.req.param('name') ?? '');
    const categories = parsed.success ? await removeStoreCategory(db, store.id, name) : undefined;
    if (!categories) throw notFound(`Category '${name}' not found`);
    await listings.invalidate(store.id);
    await storeLists.invalidate(PUBLIC_STORE_LISTS);
    return c.json({ success: true, message: `Category '${name}' deleted`, data: categories });
  };
}
