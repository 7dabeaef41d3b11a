import type { Context } from 'hono';
import { adminBroadcastPageQuerySchema, type PageInfo } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { NotificationContext } from '../../context.ts';
import { pageOfAdminBroadcasts } from '../admin-broadcast-repository.ts';
import { toAdminBroadcast } from '../admin-broadcast-view.ts';
import { adminBroadcastDb } from '../admin-broadcasts.table.ts';


/** GET /api/admin/broadcasts?page=&limit= (superadmin): the admin broadcasts, newest first, with how many buyers each told. */
export function listAdminBroadcasts({ db }: NotificationContext) {
  return async (c: Context<AppEnv>) => {
    const { page, limit } = readQuery(c, adminBroadcastPageQuerySchema);
    const { rows, totalCount } = await pageOfAdminBroadcasts(adminBroadcastDb(db), { limit, offset: (page - 1) * limit });
    const totalPages = Math.ceil(totalCount / limit);
    const pagination: PageInfo = { totalCount, currentPage: page, totalPages, hasNextPage: page < totalPages };
    return c.json({ success: true, data: rows.map(toAdminBroadcast), pagination });
  };
}
