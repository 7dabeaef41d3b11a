import { nextReportStatuses, type Actor, type ReportStatus } from '@haat/contracts';
import { conflict, enqueueEvent, isUniqueViolation, lockForTransaction } from '@haat/server-kit';
import type { ModerationContext } from '../context.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { reportNotFound } from './report-access.ts';
import { findReport, isClosing, lockOpenReportsOnItem, lockReport, ONE_OPEN_PER_REPORTER, setReportStatus, type CountedReportRow } from './report-repository.ts';
import type { ReportRow } from './reports.table.ts';

const notAllowed = (from: ReportStatus, to: ReportStatus) =>
  conflict(`A ${from} report cannot be set to ${to}`, nextReportStatuses[from].length > 0
    ? `A ${from} report can be set to ${nextReportStatuses[from].join(' or ')}.`
    : `A ${from} report cannot be changed.`);

/**
 * Moves a report along nextReportStatuses, with the admin's note. Closing it (Resolved or Dismissed)
 * closes every open report on the same item with the same status and note; reopening (back to
 * Reviewing) reopens this one only. Each changed report gets an audit entry, and each closed one a
 * `moderation.report_closed` event (its reporter is told), in the same transaction.
 */
export async function changeReportStatus(ctx: ModerationContext, { id, status, note, admin }: { id: string; status: ReportStatus; note: string; admin: Actor }): Promise<{ report: CountedReportRow; changed: number }> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    // Changes on one item take turns (closing locks every open report on it): the item's lock is
    // taken before any report row's, so two admins closing two reports of one item cannot deadlock.
    const seen = await trx.selectFrom('reports').select(['report_type', 'item_id']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!seen) throw reportNotFound();
    await lockForTransaction(trx, `report-item:${seen.report_type}:${seen.item_id}`);
    const report = await lockReport(trx, id);
    if (!report) throw reportNotFound();
    if (!nextReportStatuses[report.status].includes(status)) throw notAllowed(report.status, status);

    const closing = isClosing(status);
    const before: ReportRow[] = closing ? await lockOpenReportsOnItem(trx, report.report_type, report.item_id) : [report];
    const at = new Date();
    let rows: ReportRow[];
    try {
      rows = await setReportStatus(trx, before.map((row) => row.id), { status, note, admin, at });
    } catch (err) {
      // Reopening while its reporter has filed a newer open report on the item.
      if (isUniqueViolation(err, ONE_OPEN_PER_REPORTER)) throw conflict('The reporter has another open report on this item', 'Work on the reporter\'s newer report on this item instead.');
      throw err;
    }
    const fromOf = new Map(before.map((row) => [row.id, row.status]));
    for (const row of rows) {
      const details: Record<string, string> = { from: fromOf.get(row.id) ?? '', to: status };
      if (row.id !== id) details['closedWith'] = id; // closed together with the report the admin changed
      await recordAudit(trx, { admin, what: 'report.status', targetType: 'report', targetId: row.id, reportId: row.id, reason: note, details, at });
      if (closing) {
        await enqueueEvent(trx, 'moderation.report_closed', {
          reportId: row.id, reporterId: row.reporter_id, reportType: row.report_type, itemTitle: row.item_title,
          status: status as 'Resolved' | 'Dismissed', note, closedAt: at.toISOString(),
        });
      }
    }
    return rows.length;
  });
  ctx.relay.kick();
  const report = await findReport(ctx.db, id);
  if (!report) throw reportNotFound();
  return { report, changed };
}
