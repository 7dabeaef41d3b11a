import type { Context } from 'hono';
import { banPhoneOf, STORE_BAN_TEXTS, type StoreBan } from '@haat/contracts';
import { badRequest, forbidden, notFound, type AppEnv, type AuthUser } from '@haat/server-kit';
import type { CatalogClient } from '../checkout/catalog-client.ts';
import { isUuid } from '../http/ids.ts';
import type { StoreBanRow } from './store-bans.table.ts';

/**
 * The store of the path, once the caller may manage its customers: its owner (asked of the catalog,
 * which also answers 404 for an unknown store) or a superadmin. `invalid` is what a malformed id gets.
 */
export async function managedStoreId(c: Context<AppEnv>, catalog: CatalogClient, { invalid = () => notFound('Store not found') }: { invalid?: () => Error } = {}): Promise<string> {
  const storeId = c.req.param('id') ?? '';
  if (!isUuid(storeId)) throw invalid();
  const user: AuthUser = c.get('user');
  const { ownerId } = await catalog.storeOwner(storeId);
  // No 'banned' in a 403 text: the client would log the seller out (spec §8).
  if (user.role !== 'superadmin' && ownerId !== user.id) throw forbidden(STORE_BAN_TEXTS.notStoreOwner);
  return storeId;
}

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
