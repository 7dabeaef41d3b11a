import type { Context } from 'hono';
import { forbidden, isUuid, notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogClient } from '../checkout/catalog-client.ts';

/**
 * The :id store of the path, once the caller may act for it: its owner (asked of the catalog,
 * which also answers 404 for an unknown store) or a superadmin. Anyone else gets 403 with
 * `notOwner`'s texts (never the word 'banned': the client would log them out, spec §8); a
 * malformed id gets `invalid` (404 by default).
 */
export async function managedStoreId(c: Context<AppEnv>, catalog: CatalogClient, { notOwner, invalid = () => notFound('Store not found') }: {
  notOwner: { error: string; message?: string };
  invalid?: () => Error;
}): Promise<string> {
  const storeId = c.req.param('id') ?? '';
  if (!isUuid(storeId)) throw invalid();
  const user = c.get('user');
  const { ownerId } = await catalog.storeOwner(storeId);
  if (user.role !== 'superadmin' && ownerId !== user.id) throw forbidden(notOwner.error, notOwner.message);
  return storeId;
}
