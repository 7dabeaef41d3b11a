import type { Context } from 'hono';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { findManagedStore, STORE_NOT_FOUND } from '../store-access.ts';
import { toStoreStatus } from '../store-mapper.ts';
import { toggleStoreOpen } from '../store-repository.ts';

/** PUT /api/stores/:id/toggle-status (owner or superadmin): open becomes closed and closed open. */
export function toggleStoreStatus({ db, listings, storeLists }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const store = await findManagedStore(c, db);
    const row = await toggleStoreOpen(db, store.id);
    if (!row) throw notFound(STORE_NOT_FOUND);
    await listings.invalidate(store.id);
    await storeLists.invalidate(PUBLIC_STORE_LISTS);
    return c.json({ success: true, data: toStoreStatus(row), message: row.is_open ? 'Store is now open' : 'Store is now closed' });
  };
}
