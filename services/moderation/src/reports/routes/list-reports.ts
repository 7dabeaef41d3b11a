import type { Context } from 'hono';
import { listReportsQuerySchema, type ReportList } from '@haat/contracts';
import { indiaDayKey } from '@haat/contracts/india-time';
import { type AppEnv, badRequest, languageOfRequest, readQuery } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { pageInfo } from '../../paging.ts';
import { toReport } from '../report-mapper.ts';
import { listReports } from '../report-repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Midnight of an India day (YYYY-MM-DD); a day that does not exist (2026-02-30) is a 400. */
function indiaMidnight(day: string): Date {
  const at = new Date(`${day}T00:00:00+05:30`);
  // Date rolls 2026-02-30 over to 2 March: the day read back must be the one asked for.
  if (Number.isNaN(at.getTime()) || indiaDayKey(at) !== day) {
    throw badRequest('Dates must be real days (YYYY-MM-DD)');
  }
  return at;
}

/**
 * GET /api/reports?type=&status=&reason=&from=&to=&sort=newest|oldest|reporters&page=&limit=
 * (superadmin): the queue. `from`/`to` are India days, both included; 'reporters' puts the items
 * with the most open reports first.
 */
export function listReportsRoute({ db }: ModerationContext) {
  return async (c: Context<AppEnv>) => {
    const query = readQuery(c, listReportsQuerySchema);
    const from = query.from ? indiaMidnight(query.from) : undefined;
    const before = query.to ? new Date(indiaMidnight(query.to).getTime() + DAY_MS) : undefined;
    const { rows, total } = await listReports(db, { type: query.type, status: query.status, reason: query.reason, from, before }, query.sort, {
      limit: query.limit, offset: (query.page - 1) * query.limit,
    });
    const reply: ReportList = { success: true, data: rows.map((row) => toReport(row, row.reporter_count, languageOfRequest(c.req.header('accept-language')))), pagination: pageInfo(total, query.page, query.limit) };
    return c.json(reply);
  };
}
