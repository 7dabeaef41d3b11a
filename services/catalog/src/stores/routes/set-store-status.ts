import type { Context } from 'hono';
import { storeStatusBodySchema } from '@haat/contracts';
import { forbidden, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { findManagedStore, STORE_NOT_FOUND } from '../store-access.ts';
import { assertNotClosedByAdmin } from '../../moderation/admin-holds.ts';
import { toStoreStatus } from '../store-mapper.ts';
import { updateStore } from '../store-repository.ts';
import type { StoreChanges } from '../stores.table.ts';

/**
 * PATCH /api/stores/:id/status {status: 'open'|'closed'} or {isOpen} (owner or superadmin);
 * {isActive} takes a store off the marketplace or back, and is a superadmin's alone: a deactivated
 * store's page, products, reviews and offers are then 404 but for its owner and superadmins, and
 * every kept answer that showed them (Redis listings, the gateways' copies) is dropped.
 */
export function setStoreStatus({ db, listings, storeLists, crossStore }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const store = await findManagedStore(c, db);
    const body = await readJson(c, storeStatusBodySchema);
    if (body.isActive !== undefined && c.get('user').role !== 'superadmin') {
      throw forbidden('Only a superadmin can activate or deactivate a store', 'Open or close your store instead.');
    }
    if (body.isActive === true) assertNotClosedByAdmin(store); // reopened by a moderation action only
    const changes: StoreChanges = {};
    const isOpen = body.isOpen ?? (body.status === undefined ? undefined : body.status === 'open');
    if (isOpen !== undefined) changes.is_open = isOpen;
    if (body.isActive !== undefined) changes.is_active = body.isActive;
    const row = await updateStore(db, store.id, changes);
    if (!row) throw notFound(STORE_NOT_FOUND);
    await listings.invalidate(store.id);
    await storeLists.invalidate(PUBLIC_STORE_LISTS);
    // Taken off the marketplace (or put back): its products leave (or rejoin) every search and ranking at once.
    if (body.isActive !== undefined) crossStore.invalidate();
    return c.json({ success: true, data: toStoreStatus(row) });
  };
}
