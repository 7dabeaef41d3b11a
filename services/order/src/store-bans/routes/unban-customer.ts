import type { Context } from 'hono';
import { STORE_BAN_TEXTS } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { managedStoreId } from '../../http/managed-store.ts';
import { NOT_STORE_OWNER, phoneParam } from '../store-ban-access.ts';
import { deleteStoreBan } from '../store-ban-repository.ts';

/** DELETE /api/stores/:id/unban-customer/:phone: the customer may order from the store again. 404 when not banned. */
export function unbanCustomer({ db, catalog }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const phone = phoneParam(c);
    const storeId = await managedStoreId(c, catalog, { notOwner: NOT_STORE_OWNER });
    if (!(await deleteStoreBan(db, storeId, phone))) throw notFound(STORE_BAN_TEXTS.noSuchBan);
    return c.json({ success: true, message: STORE_BAN_TEXTS.customerUnbanned(phone), data: { storeId, phone } });
  };
}
