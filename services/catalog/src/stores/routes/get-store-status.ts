import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { findVisibleStore } from '../store-access.ts';
import { toStoreStatus } from '../store-mapper.ts';

/** GET /api/stores/:id/status — the seller's open/closed switch, whether it is live, and its verification. */
export function getStoreStatus(ctx: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const store = await findVisibleStore(c, ctx);
    return c.json({ success: true, data: toStoreStatus(store) });
  };
}
