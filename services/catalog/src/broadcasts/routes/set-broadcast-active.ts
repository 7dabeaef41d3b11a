import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { assertCanManage, broadcastIdOf, loadBroadcast } from '../broadcast-access.ts';
import { toBroadcast } from '../broadcast-mapper.ts';
import { publishIfLive } from '../broadcast-published.ts';
import { assertRoomForActive, assertVerified, lockStoreOffers } from '../broadcast-quota.ts';
import { switchBroadcastActive } from '../broadcast-repository.ts';
import { broadcastDb } from '../broadcasts.table.ts';
import { assertNotDeactivatedByAdmin } from '../../moderation/admin-holds.ts';

/**
 * PATCH /api/broadcasts/:id/activate and /deactivate (the store's owner, superadmin); repeating one is
 * harmless. Activating an inactive broadcast publishes it (its buyers are told, once per store per day);
 * only a verified store's (403), and not a fourth active one (409).
 */
export function setBroadcastActive({ db: catalogDb }: CatalogContext, isActive: boolean) {
  const db = broadcastDb(catalogDb);
  return async (c: Context<AppEnv>) => {
    const id = broadcastIdOf(c.req.param('id'));
    const broadcast = await loadBroadcast(db, id);
    assertCanManage(c.get('user'), broadcast);
    if (isActive) assertNotDeactivatedByAdmin(broadcast);
    const row = await db.transaction().execute(async (trx) => {
      if (isActive) {
        // Under the store's lock: only a verified store, and a fourth active offer is refused even when two activations race.
        const store = await lockStoreOffers(trx, broadcast.store_id);
        const before = await loadBroadcast(trx, id);
        if (!before.is_active) {
          assertVerified(store);
          if (before.valid_until > new Date()) await assertRoomForActive(trx, before.store_id, id);
        }
      }
      const switched = await switchBroadcastActive(trx, id, isActive);
      const current = await loadBroadcast(trx, id); // 404 when deleted meanwhile
      if (switched && isActive) await publishIfLive(trx, current);
      return current;
    });
    return c.json({ success: true, data: toBroadcast(row) });
  };
}
