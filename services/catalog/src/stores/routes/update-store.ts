import type { Context } from 'hono';
import { updateStoreBodySchema } from '@haat/contracts';
import { conflict, isUniqueViolation, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { findManagedStore, STORE_NOT_FOUND } from '../store-access.ts';
import { storeChanges } from '../store-changes.ts';
import { withStoreRules } from '../store-rules.ts';
import { toStore } from '../store-mapper.ts';
import { updateStore as updateStoreRow } from '../store-repository.ts';

/** PUT /api/stores/:id (owner or superadmin): changes the fields sent, custom slug included. */
export function updateStore({ db, listings, storeLists, crossStore }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const store = await findManagedStore(c, db);
    const body = await withStoreRules(db, await readJson(c, updateStoreBodySchema), store);
    let row;
    try {
      row = await updateStoreRow(db, store.id, storeChanges(body, store));
    } catch (err) {
      if (isUniqueViolation(err, 'stores_slug_unique')) throw conflict('This address is already taken', 'Another store already uses this address. Please choose another one.');
      throw err;
    }
    if (!row) throw notFound(STORE_NOT_FOUND); // deleted meanwhile
    await listings.invalidate(store.id);
    await storeLists.invalidate(PUBLIC_STORE_LISTS);
    // A store that moved took its products to the new city (a trigger, migration 2026-11-27-40):
    // the kept searches of both cities must not show them where they were.
    if (row.city.toLowerCase() !== store.city.toLowerCase()) crossStore.invalidate();
    return c.json({ success: true, data: toStore(row) });
  };
}
