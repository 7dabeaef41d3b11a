import { languageOfRequest } from '@haat/server-kit';
import type { Context } from 'hono';
import type { ReportDetail } from '@haat/contracts';
import type { AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { reportIdOf, reportNotFound } from '../report-access.ts';
import { auditOfItem } from '../report-audit.ts';
import { toReport } from '../report-mapper.ts';
import { findReport, reportsOnItem } from '../report-repository.ts';
import { currentReportTarget } from '../report-target-client.ts';

/**
 * GET /api/reports/:id (superadmin): the report with its item as it was (snapshot) and as it is now
 * (`current`, asked of the catalog: null when the item is gone or the catalog does not answer, the
 * page still shows), the other reports on the same item, and the item's audit trail.
 */
export function getReport(ctx: ModerationContext) {
  return async (c: Context<AppEnv>) => {
    const row = await findReport(ctx.db, reportIdOf(c.req.param('id')));
    if (!row) throw reportNotFound();
    const [current, onItem, audit] = await Promise.all([
      currentReportTarget(ctx, row.report_type, row.item_id),
      reportsOnItem(ctx.db, row.report_type, row.item_id),
      auditOfItem(ctx.db, row.report_type, row.item_id),
    ]);
    const data: ReportDetail = {
      ...toReport(row, row.reporter_count, languageOfRequest(c.req.header('accept-language'))),
      snapshot: row.snapshot,
      current,
      // The same item: its open-report count, read once with the report.
      otherReports: onItem.filter((other) => other.id !== row.id).map((other) => toReport(other, row.reporter_count, languageOfRequest(c.req.header('accept-language')))),
      audit,
    };
    return c.json({ success: true, data });
  };
}
