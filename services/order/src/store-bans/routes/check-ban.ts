import type { Context } from 'hono';
import type { StoreBanCheck } from '@haat/contracts';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { managedStoreId } from '../../http/managed-store.ts';
import { NOT_STORE_OWNER, phoneParam } from '../store-ban-access.ts';
import { findStoreBan } from '../store-ban-repository.ts';

/** GET /api/stores/:id/check-ban/:phone (the store's owner or a superadmin): is this phone banned, and why. */
export function checkBan({ db, catalog }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const phone = phoneParam(c);
    const storeId = await managedStoreId(c, catalog, { notOwner: NOT_STORE_OWNER });
    const ban = await findStoreBan(db, storeId, phone);
    const data: StoreBanCheck = { isBanned: ban !== undefined, reason: ban?.reason ?? null };
    return c.json({ success: true, data });
  };
}
