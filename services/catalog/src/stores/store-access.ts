import type { Context } from 'hono';
import { forbidden, isUuid, notFound, type AppEnv, type AuthUser } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import type { CatalogDb } from '../database.ts';
import { optionalUser } from '../http/optional-user.ts';
import { findStoreById } from './store-repository.ts';
import type { StoreRow } from './stores.table.ts';

export const STORE_NOT_FOUND = 'Store not found';

/** The owner and superadmins manage a store; nobody else. */
export const canManage = (user: AuthUser | null | undefined, store: Pick<StoreRow, 'owner_id'>): boolean =>
  !!user && (user.id === store.owner_id || user.role === 'superadmin');

/**
 * Whether the caller may see what a deactivated store hides (its products, their reviews): its
 * owner and superadmins. Asked only once a store turned out deactivated, so a live store's reads
 * never verify a token.
 */
export async function seesDeactivatedStore(c: Context<AppEnv>, { verifyToken }: Pick<CatalogContext, 'verifyToken'>, ownerId: string): Promise<boolean> {
  return canManage(await optionalUser(c, verifyToken), { owner_id: ownerId });
}

/** A store as the caller may see it: a deactivated one only for its owner and superadmins, else 404. */
export async function visibleOrNotFound(c: Context<AppEnv>, { verifyToken }: CatalogContext, store: StoreRow | undefined): Promise<StoreRow> {
  if (!store) throw notFound(STORE_NOT_FOUND);
  if (!store.is_active && !canManage(await optionalUser(c, verifyToken), store)) throw notFound(STORE_NOT_FOUND);
  return store;
}

/** The store named by the path's `:id` on a public read; unknown or malformed ids are 404. */
export async function findVisibleStore(c: Context<AppEnv>, ctx: CatalogContext): Promise<StoreRow> {
  const id = c.req.param('id');
  return visibleOrNotFound(c, ctx, isUuid(id) ? await findStoreById(ctx.db, id) : undefined);
}

/** The store named by the path's `:id` for a write by the signed-in caller: 404 if unknown, 403 unless the owner or a superadmin. */
export async function findManagedStore(c: Context<AppEnv>, db: CatalogDb): Promise<StoreRow> {
  const id = c.req.param('id');
  const store = isUuid(id) ? await findStoreById(db, id) : undefined;
  if (!store) throw notFound(STORE_NOT_FOUND);
  if (!canManage(c.get('user'), store)) throw forbidden('Not authorized to manage this store', 'You can only manage your own store.');
  return store;
}
