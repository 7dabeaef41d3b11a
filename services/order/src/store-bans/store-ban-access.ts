import type { Context } from 'hono';
import { banPhoneOf, STORE_BAN_TEXTS, type StoreBan } from '@haat/contracts';
import { badRequest, type AppEnv } from '@haat/server-kit';
import type { StoreBanRow } from './store-bans.table.ts';

/** What `managedStoreId` answers a caller who may not manage the store's customers. */
export const NOT_STORE_OWNER = { error: STORE_BAN_TEXTS.notStoreOwner };

/** The :phone of the path as its last 10 digits; 400 when it has fewer. */
export function phoneParam(c: Context<AppEnv>): string {
  const phone = banPhoneOf(c.req.param('phone') ?? '');
  if (phone === null) throw badRequest(STORE_BAN_TEXTS.invalidPhone);
  return phone;
}

export const toStoreBan = (row: StoreBanRow): StoreBan => ({
  storeId: row.store_id,
  phone: row.phone,
  reason: row.reason,
  bannedBy: row.banned_by,
  createdAt: row.created_at.toISOString(),
});
