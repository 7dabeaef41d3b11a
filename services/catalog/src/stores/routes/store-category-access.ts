import type { Context } from 'hono';
import { forbidden, isUuid, notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogDb } from '../../database.ts';
import { canManage } from '../store-access.ts';
import { findStoreById } from '../store-repository.ts';
import type { StoreRow } from '../stores.table.ts';

/** Spec §8: what a category write says when its store is not there. */
export const CATEGORY_STORE_NOT_FOUND = {
  add: 'Failed to add category - store not found',
  remove: 'Failed to delete category - store not found',
} as const;

/** The store of the path's `:id` for a category write: 404 with the spec's text, 403 unless the owner or a superadmin. */
export async function storeForCategoryWrite(c: Context<AppEnv>, db: CatalogDb, action: keyof typeof CATEGORY_STORE_NOT_FOUND): Promise<StoreRow> {
  const id = c.req.param('id');
  const store = isUuid(id) ? await findStoreById(db, id) : undefined;
  if (!store) throw notFound(CATEGORY_STORE_NOT_FOUND[action]);
  if (!canManage(c.get('user'), store)) throw forbidden('Not authorized to manage this store', 'You can only manage your own store.');
  return store;
}
