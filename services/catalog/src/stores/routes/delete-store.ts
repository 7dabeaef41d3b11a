import type { Context } from 'hono';
import { conflict, notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { findManagedStore, STORE_NOT_FOUND } from '../store-access.ts';
import { deleteStore as deleteStoreRow } from '../store-repository.ts';

const isForeignKeyViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23503';

/** DELETE /api/stores/:id (owner or superadmin): the store and its products are gone; orders keep their copies. */
export function deleteStore({ db, listings, storeLists, crossStore }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const store = await findManagedStore(c, db);
    let deleted: boolean;
    try {
      deleted = await deleteStoreRow(db, store.id);
    } catch (err) {
      // Something of the store's that must not vanish with it still points at it.
      if (isForeignKeyViolation(err)) throw conflict('This store cannot be deleted yet', 'Something still refers to this store. Please try again later.');
      throw err;
    }
    if (!deleted) throw notFound(STORE_NOT_FOUND);
    await listings.invalidate(store.id);
    await storeLists.invalidate(PUBLIC_STORE_LISTS);
    crossStore.invalidate(); // its products leave every search and ranking at once
    return c.json({ success: true, message: 'Store deleted', data: { _id: store.id, id: store.id } });
  };
}
