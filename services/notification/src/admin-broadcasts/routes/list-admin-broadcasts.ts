import type { Context } from 'hono';
import { z } from 'zod';
import type { PageInfo } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { NotificationContext } from '../../context.ts';
import { pageOfAdminBroadcasts } from '../admin-broadcast-repository.ts';
import { toAdminBroadcast } from '../admin-broadcast-view.ts';
import { adminBroadcastDb } from '../admin-broadcasts.table.ts';

const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/admin/broadcasts?page=&limit= (superadmin): the admin broadcasts, newest first, with how many buyers each told. */
export function listAdminBroadcasts({ db }: NotificationContext) {
  return async (c: Context<AppEnv>) => {
    const { page, limit } = readQuery(c, pageQuerySchema);
    const { rows, totalCount } = await pageOfAdminBroadcasts(adminBroadcastDb(db), { limit, offset: (page - 1) * limit });
    const totalPages = Math.ceil(totalCount / limit);
    const pagination: PageInfo = { totalCount, currentPage: page, totalPages, hasNextPage: page < totalPages };
    return c.json({ success: true, data: rows.map(toAdminBroadcast), pagination });
  };
}
