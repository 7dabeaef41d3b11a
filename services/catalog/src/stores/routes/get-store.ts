import type { Context, Next } from 'hono';
import { literalSiblings, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { findVisibleStore } from '../store-access.ts';
import { toStore } from '../store-mapper.ts';

const siblings = literalSiblings('catalog', 'GET', '/api/stores/:id');

/** GET /api/stores/:id: a live store; a deactivated one only for its owner and superadmins. */
export function getStore(ctx: CatalogContext) {
  return async (c: Context<AppEnv>, next: Next) => {
    const id = c.req.param('id');
    // A literal sibling registered after this route (or planned) is not a store id.
    if (id && siblings.has(id)) return next();
    const store = await findVisibleStore(c, ctx);
    return c.json({ success: true, data: toStore(store) });
  };
}
