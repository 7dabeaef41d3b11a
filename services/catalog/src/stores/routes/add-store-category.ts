import type { Context } from 'hono';
import { STORE_CATEGORIES_MAX, storeCategoryBodySchema } from '@haat/contracts';
import { badRequest, conflict, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { addStoreCategory, findStoreById } from '../store-repository.ts';
import { CATEGORY_STORE_NOT_FOUND, storeForCategoryWrite } from './store-category-access.ts';

const categoryExists = (name: string) => conflict(`Category '${name}' already exists`);

/**
 * POST /api/stores/:id/categories {name} (owner or superadmin): names are unique in any case; a
 * duplicate is 409 "Category '{name}' already exists" (spec §5), an unknown store 404 with §8's text.
 */
export function addCategory({ db, listings, storeLists }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const store = await storeForCategoryWrite(c, db, 'add');
    const { name } = await readJson(c, storeCategoryBodySchema);
    const categories = await addStoreCategory(db, store.id, name, STORE_CATEGORIES_MAX);
    if (!categories) {
      // Nothing changed: find out why from the row as it is now.
      const now = await findStoreById(db, store.id);
      if (!now) throw notFound(CATEGORY_STORE_NOT_FOUND.add);
      if (now.categories.some((category) => category.toLowerCase() === name.toLowerCase())) throw categoryExists(name);
      throw badRequest(`A store can have at most ${STORE_CATEGORIES_MAX} categories`);
    }
    await listings.invalidate(store.id);
    await storeLists.invalidate(PUBLIC_STORE_LISTS);
    return c.json({ success: true, message: `Category '${name}' added`, data: categories }, 201);
  };
}
