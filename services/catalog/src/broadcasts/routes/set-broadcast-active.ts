import type { Context } from 'hono';
import { BROADCAST_NOT_FOUND } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { assertCanManage, broadcastIdOf, loadBroadcast } from '../broadcast-access.ts';
import { toBroadcast } from '../broadcast-mapper.ts';
import { updateBroadcast } from '../broadcast-repository.ts';
import { broadcastDb } from '../broadcasts.table.ts';

/** PATCH /api/broadcasts/:id/activate and /deactivate (the store's owner, superadmin); repeating one is harmless. */
export function setBroadcastActive({ db: catalogDb }: CatalogContext, isActive: boolean) {
  const db = broadcastDb(catalogDb);
  return async (c: Context<AppEnv>) => {
    const id = broadcastIdOf(c.req.param('id'));
    assertCanManage(c.get('user'), await loadBroadcast(db, id));
    if (!(await updateBroadcast(db, id, { is_active: isActive }))) throw notFound(BROADCAST_NOT_FOUND);
    return c.json({ success: true, data: toBroadcast(await loadBroadcast(db, id)) });
  };
}
