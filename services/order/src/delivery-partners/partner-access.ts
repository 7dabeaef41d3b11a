import type { Context } from 'hono';
import { DELIVERY_TEXTS } from '@haat/contracts';
import { badRequest, forbidden, isUuid, notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogClient } from '../checkout/catalog-client.ts';
import type { OrderDb } from '../database.ts';
import type { MembershipRow } from './delivery-partners.table.ts';
import { findMembership } from './delivery-partner-repository.ts';

/** The store whose delivery partners a call manages. */
export type ManagedStore = { id: string; name: string; ownerId: string };

/**
 * The caller's store: a seller's own (asked of the catalog; none is a 400), or for a superadmin
 * the `storeId` they name. A seller naming another store is refused.
 */
export async function managedStoreOf(c: Context<AppEnv>, catalog: CatalogClient, storeId: string | undefined): Promise<ManagedStore> {
  const user = c.get('user');
  if (storeId !== undefined && !isUuid(storeId)) throw badRequest('storeId must be a store id');
  if (storeId !== undefined && user.role === 'superadmin') {
    const { ownerId, name } = await catalog.storeOwner(storeId);
    return { id: storeId, name, ownerId };
  }
  const own = await catalog.ownerStore(user.id);
  if (!own) throw badRequest(DELIVERY_TEXTS.storeRequired);
  if (storeId !== undefined && storeId !== own.id) throw forbidden('Forbidden', 'You can only manage the delivery partners of your own store.');
  return { id: own.id, name: own.name, ownerId: user.id };
}

/**
 * The :id membership, when the caller may manage it: its store's owner or a superadmin. Another
 * store's membership is 404, exactly like one that does not exist.
 */
export async function managedMembership(c: Context<AppEnv>, db: OrderDb, { lock = false } = {}): Promise<MembershipRow> {
  const id = c.req.param('id');
  const user = c.get('user');
  const row = isUuid(id) ? await findMembership(db, id, { lock }) : undefined;
  if (!row || (user.role !== 'superadmin' && row.store_owner_id !== user.id)) throw notFound(DELIVERY_TEXTS.partnerNotFound);
  return row;
}
