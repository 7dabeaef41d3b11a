import type { Context } from 'hono';
import { BROADCAST_NOT_FOUND } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { assertCanManage, broadcastIdOf, loadBroadcast } from '../broadcast-access.ts';
import { deleteBroadcast as removeBroadcast } from '../broadcast-repository.ts';
import { broadcastDb } from '../broadcasts.table.ts';

/** DELETE /api/broadcasts/:id (the store's owner, superadmin). Its image stays: other rows may share the content-addressed object. */
export function deleteBroadcast({ db: catalogDb }: CatalogContext) {
  const db = broadcastDb(catalogDb);
  return async (c: Context<AppEnv>) => {
    const id = broadcastIdOf(c.req.param('id'));
    assertCanManage(c.get('user'), await loadBroadcast(db, id));
    if (!(await removeBroadcast(db, id))) throw notFound(BROADCAST_NOT_FOUND);
    return c.json({ success: true, message: 'Broadcast deleted successfully', data: { _id: id, id } });
  };
}
