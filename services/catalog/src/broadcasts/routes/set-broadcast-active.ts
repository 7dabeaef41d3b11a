import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { assertCanManage, broadcastIdOf, loadBroadcast } from '../broadcast-access.ts';
import { toBroadcast } from '../broadcast-mapper.ts';
import { publishIfLive } from '../broadcast-published.ts';
import { switchBroadcastActive } from '../broadcast-repository.ts';
import { broadcastDb } from '../broadcasts.table.ts';
import { assertNotDeactivatedByAdmin } from '../../moderation/admin-holds.ts';

/**
 * PATCH /api/broadcasts/:id/activate and /deactivate (the store's owner, superadmin); repeating one is
 * harmless. Activating an inactive broadcast publishes it (its buyers are told, once per store per day).
 */
export function setBroadcastActive({ db: catalogDb }: CatalogContext, isActive: boolean) {
  const db = broadcastDb(catalogDb);
  return async (c: Context<AppEnv>) => {
    const id = broadcastIdOf(c.req.param('id'));
    const broadcast = await loadBroadcast(db, id);
    assertCanManage(c.get('user'), broadcast);
    if (isActive) assertNotDeactivatedByAdmin(broadcast);
    const row = await db.transaction().execute(async (trx) => {
      const switched = await switchBroadcastActive(trx, id, isActive);
      const current = await loadBroadcast(trx, id); // 404 when deleted meanwhile
      if (switched && isActive) await publishIfLive(trx, current);
      return current;
    });
    return c.json({ success: true, data: toBroadcast(row) });
  };
}
