import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import { reportIdOf, reportNotFound } from '../report-access.ts';
import { lockReport, softDeleteReport } from '../report-repository.ts';

/**
 * DELETE /api/reports/:id (superadmin): takes the report out of the queue (kept in the table, with
 * its audit entry 'report.deleted'); afterwards it is 'Report not found'.
 */
export function deleteReport({ db }: ModerationContext) {
  return async (c: Context<AppEnv>) => {
    const id = reportIdOf(c.req.param('id'));
    const user = c.get('user');
    await db.transaction().execute(async (trx) => {
      const report = await lockReport(trx, id);
      if (!report) throw reportNotFound();
      const at = new Date();
      await softDeleteReport(trx, id, at);
      await recordAudit(trx, {
        admin: { id: user.id, name: user.name }, what: 'report.deleted', targetType: 'report', targetId: id, reportId: id,
        details: { status: report.status, reportType: report.report_type, itemId: report.item_id }, at,
      });
    });
    return c.json({ success: true, message: 'Report deleted' });
  };
}
