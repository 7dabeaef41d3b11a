import type { Context } from 'hono';
import { updateReportStatusBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { changeReportStatus } from '../change-report-status.ts';
import { reportIdOf } from '../report-access.ts';
import { toReport } from '../report-mapper.ts';

/**
 * PUT /api/reports/:id/status {status, note?} (superadmin): Pending → Reviewing → Resolved or
 * Dismissed, a closed report back to Reviewing; any other move is a 409. Closing one closes every
 * open report on the same item; `changedReports` says how many changed.
 */
export function updateReportStatus(ctx: ModerationContext) {
  return async (c: Context<AppEnv>) => {
    const id = reportIdOf(c.req.param('id'));
    const { status, note } = await readJson(c, updateReportStatusBodySchema);
    const user = c.get('user');
    const { report, changed } = await changeReportStatus(ctx, { id, status, note, admin: { id: user.id, name: user.name } });
    return c.json({ success: true, message: `Report marked ${status}`, data: toReport(report, report.reporter_count), changedReports: changed });
  };
}
