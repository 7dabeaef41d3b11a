import type { Context } from 'hono';
import { adminBroadcastBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import type { NotificationContext } from '../../context.ts';
import type { AdminBroadcastQueue } from '../admin-broadcast-queue.ts';
import { deleteAdminBroadcast, insertAdminBroadcast } from '../admin-broadcast-repository.ts';
import { toAdminBroadcast } from '../admin-broadcast-view.ts';
import { adminBroadcastDb } from '../admin-broadcasts.table.ts';

/**
 * POST /api/admin/broadcasts {city, title, message} (superadmin): an `admin_broadcast` notification to
 * every buyer whose city is `city`, told by a background job (202: `recipients` grows as it runs).
 */
export function sendAdminBroadcast({ db }: NotificationContext, queue: AdminBroadcastQueue) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, adminBroadcastBodySchema);
    const user = c.get('user');
    const broadcasts = adminBroadcastDb(db);
    const row = await insertAdminBroadcast(broadcasts, { ...body, city: body.city.trim(), sentBy: { id: user.id, name: user.name } });
    try {
      await queue.enqueue(row.id);
    } catch (err) {
      await deleteAdminBroadcast(broadcasts, row.id); // nobody will tell the buyers: no broadcast that says it is sending
      throw err;
    }
    return c.json({ success: true, message: 'Broadcast queued', data: toAdminBroadcast(row) }, 202);
  };
}
