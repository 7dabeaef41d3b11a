import type { Context } from 'hono';
import { listGrievancesQuerySchema, type GrievanceList } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { grievanceQueue } from '../grievance-repository.ts';
import { pageInfo } from '../../paging.ts';
import { toGrievance } from '../grievance-mapper.ts';

/**
 * GET /api/admin/grievances?status=&overdue=&page=&limit= (superadmin): the queue, oldest first, each
 * with its two clocks (acknowledge within 48 hours, resolve within 30 days) and whether it is overdue.
 */
export function listGrievances({ db }: ModerationContext) {
  return async (c: Context<AppEnv>) => {
    const { status, overdue, page, limit } = readQuery(c, listGrievancesQuerySchema);
    const now = new Date();
    const { rows, total } = await grievanceQueue(db, { status, overdue: overdue === undefined ? undefined : overdue === 'true', now }, { limit, offset: (page - 1) * limit });
    const reply: GrievanceList = { success: true, data: rows.map((row) => toGrievance(row, now)), pagination: pageInfo(total, page, limit) };
    return c.json(reply);
  };
}
