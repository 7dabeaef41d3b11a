import type { Context } from 'hono';
import { REPORT_TEXTS } from '@haat/contracts';
import type { AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { fileReport } from '../file-report.ts';
import type { ReportEvidence } from '../report-evidence.ts';
import { assertImageCount, checkReportFields, readReportInput } from '../report-input.ts';

/**
 * POST /api/reports (signed in): {reportType, reportedItem, reason, description?} as JSON, or as
 * multipart/form-data with up to 5 repeated `images`. Refusals, in this order, store nothing: no
 * reason, an unknown type or reason, too many images, a file that is no image, no such item, one's
 * own review or store, an open report on the item already (409).
 */
export function createReport(ctx: ModerationContext, evidence: ReportEvidence) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { fields: raw, files } = await readReportInput(c, evidence.maxFileBytes);
    const fields = checkReportFields(raw);
    assertImageCount(files);
    const images = await evidence.prepare(files, user.id);
    const data = await fileReport(ctx, evidence, { user, fields, images });
    return c.json({ success: true, message: REPORT_TEXTS.submittedToTeam, data }, 201);
  };
}
