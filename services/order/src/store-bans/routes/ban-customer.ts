import type { Context } from 'hono';
import { banCustomerBodySchema, STORE_BAN_TEXTS } from '@haat/contracts';
import { badRequest, readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { managedStoreId } from '../../http/managed-store.ts';
import { NOT_STORE_OWNER, toStoreBan } from '../store-ban-access.ts';
import { upsertStoreBan } from '../store-ban-repository.ts';

/**
 * POST /api/stores/:id/ban-customer {phone, banReason}: the store's owner (or a superadmin) bans a
 * customer's phone (kept as its last 10 digits); banning it again replaces the reason.
 * 201 for a new ban, 200 for a new reason.
 */
export function banCustomer({ db, catalog }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const { phone, banReason } = await readJson(c, banCustomerBodySchema);
    // A client without the store's id sends 'undefined' or the like: the spec's 'missing ... store information'.
    const storeId = await managedStoreId(c, catalog, { notOwner: NOT_STORE_OWNER, invalid: () => badRequest(STORE_BAN_TEXTS.missingPhoneOrStore) });
    const { row, created } = await upsertStoreBan(db, { storeId, phone, reason: banReason, bannedBy: c.get('user').id });
    return c.json({ success: true, message: STORE_BAN_TEXTS.customerBanned(phone), data: toStoreBan(row) }, created ? 201 : 200);
  };
}
