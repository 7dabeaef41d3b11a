import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { reportStats } from '../report-repository.ts';

/** GET /api/reports/stats (superadmin): counts by status and type, the oldest open report, and the last 7 India days. */
export function getReportStats({ db }: ModerationContext) {
  return async (c: Context<AppEnv>) => c.json({ success: true, data: await reportStats(db) });
}
