import type { Context } from 'hono';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { findStoreOfOwner } from '../store-repository.ts';
import { toVerification } from '../store-verification.ts';

/** GET /api/stores/me/verification (seller): the caller's store's verification request and status, with a rejection's reason. */
export function getMyVerification({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const store = await findStoreOfOwner(db, c.get('user').id);
    if (!store) throw notFound('Store not found', 'Open your store before asking for verification.');
    return c.json({ success: true, data: toVerification(store) });
  };
}
