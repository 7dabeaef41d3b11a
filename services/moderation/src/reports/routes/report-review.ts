import type { Context } from 'hono';
import { REPORT_TEXTS } from '@haat/contracts';
import type { AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { fileReport } from '../file-report.ts';
import type { ReportEvidence } from '../report-evidence.ts';
import { checkReviewReportFields, readJsonObject } from '../report-input.ts';

const REVIEW_NOT_FOUND = 'Review not found';

/**
 * POST /api/reviews/:id/report {reason, description?} (signed in): a review's report, into the same
 * queue as POST /api/reports with reportType 'review' (the same refusals; no images).
 */
export function reportReview(ctx: ModerationContext, evidence: ReportEvidence) {
  return async (c: Context<AppEnv>) => {
    const fields = checkReviewReportFields(await readJsonObject(c), c.req.param('id') ?? '');
    const data = await fileReport(ctx, evidence, { user: c.get('user'), fields, images: [], notFoundText: REVIEW_NOT_FOUND });
    return c.json({ success: true, message: REPORT_TEXTS.submittedToCommunity, data }, 201);
  };
}
