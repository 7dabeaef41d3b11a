import type { Context, Next } from 'hono';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { isUuid, literalSiblings } from '../../http/ids.ts';
import { optionalUser } from '../../http/optional-user.ts';
import { findStoreById } from '../store-repository.ts';
import { toStore } from '../store-mapper.ts';

const siblings = literalSiblings('catalog', 'GET', '/api/stores/:id');

/** GET /api/stores/:id: a live store; a deactivated one only for its owner and superadmins. */
export function getStore({ db, verifyToken }: CatalogContext) {
  return async (c: Context<AppEnv>, next: Next) => {
    const id = c.req.param('id');
    if (id && siblings.has(id)) return next();
    const row = isUuid(id) ? await findStoreById(db, id) : undefined;
    if (!row) throw notFound('Store not found');
    if (!row.is_active) {
      const user = await optionalUser(c, verifyToken);
      if (user?.id !== row.owner_id && user?.role !== 'superadmin') throw notFound('Store not found');
    }
    return c.json({ success: true, data: toStore(row) });
  };
}
