import type { Context } from 'hono';
import { bannedCheckQuerySchema, type BannedStoresCheck } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { storesBanningCustomer } from '../store-ban-repository.ts';

/**
 * GET /api/stores/banned-check[?phone=]: the stores that ban the signed-in customer, by any phone of
 * their orders or the phone asked about (say, a new number typed at checkout). The checkout shows
 * the same reason to whoever enters that phone, so the query reveals nothing more.
 */
export function checkBannedStores({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const { phone } = readQuery(c, bannedCheckQuerySchema);
    const data: BannedStoresCheck = { bannedStores: await storesBanningCustomer(db, { userId: c.get('user').id, phone: phone ?? null }) };
    return c.json({ success: true, data });
  };
}
