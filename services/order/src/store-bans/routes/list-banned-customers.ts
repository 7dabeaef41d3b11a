import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { managedStoreId } from '../../http/managed-store.ts';
import { NOT_STORE_OWNER, toStoreBan } from '../store-ban-access.ts';
import { bansOfStore } from '../store-ban-repository.ts';

/** GET /api/stores/:id/banned-customers: the store's bans, newest first. */
export function listBannedCustomers({ db, catalog }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const storeId = await managedStoreId(c, catalog, { notOwner: NOT_STORE_OWNER });
    const bans = await bansOfStore(db, storeId);
    return c.json({ success: true, count: bans.length, data: bans.map(toStoreBan) });
  };
}
