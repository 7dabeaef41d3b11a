import type { Context } from 'hono';
import { listMyGrievancesQuerySchema, type GrievanceList } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { grievancesOfBuyer } from '../grievance-repository.ts';
import { pageInfo } from '../../paging.ts';
import { toGrievance } from '../grievance-mapper.ts';

/** GET /api/grievances/mine?page=&limit= (signed in): the caller's complaints, newest first, with status, clocks and response. */
export function listMyGrievances({ db }: ModerationContext) {
  return async (c: Context<AppEnv>) => {
    const { page, limit } = readQuery(c, listMyGrievancesQuerySchema);
    const { rows, total } = await grievancesOfBuyer(db, c.get('user').id, { limit, offset: (page - 1) * limit });
    const now = new Date();
    const reply: GrievanceList = { success: true, data: rows.map((row) => toGrievance(row, now)), pagination: pageInfo(total, page, limit) };
    return c.json(reply);
  };
}
