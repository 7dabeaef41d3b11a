import type { Context } from 'hono';
import { BROADCAST_NOT_FOUND } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { optionalUser } from '../../http/optional-user.ts';
import { broadcastIdOf, canManageStore, loadBroadcast } from '../broadcast-access.ts';
import { isCurrent, toBroadcast } from '../broadcast-mapper.ts';
import { broadcastDb } from '../broadcasts.table.ts';

/** GET /api/broadcasts/:id: a current broadcast for everyone; any of its store's for the owner and superadmins. */
export function getBroadcast(ctx: CatalogContext) {
  const db = broadcastDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const row = await loadBroadcast(db, broadcastIdOf(c.req.param('id')));
    if (!isCurrent(row) && !canManageStore(await optionalUser(c, ctx.verifyToken), row.store_owner_id)) throw notFound(BROADCAST_NOT_FOUND);
    return c.json({ success: true, data: toBroadcast(row) });
  };
}
