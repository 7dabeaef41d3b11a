import { z } from 'zod';
import { multilineText, plainText } from './text.ts';
import { isReportReason, REPORT_TEXTS, reportStatuses, reportTypes } from './report-rules.ts';
import type { PageInfo } from './envelope.ts';
import type { auditEntrySchema, moderationActionSchema, reportDetailSchema, reportSchema, reportStatsSchema, reportTargetSchema } from './replies/moderation-replies.ts';
import { MODERATION_REASON_MAX_LENGTH, MODERATION_TEXTS, REPORT_DESCRIPTION_MAX_LENGTH, moderationActions, moderationTargetTypes, reportSorts } from './moderation-rules.ts';
import type { ModerationTargetType } from './moderation-rules.ts';

// The moderation service's calls (/api/reports, /api/reviews/:id/report, /api/moderation/*):
// request bodies as zod schemas, replies as types. docs/decisions/README.md ("Admin & moderation") lists the choices.

// The names, labels, limits and texts are zod-free in moderation-rules.ts (the admin console imports them from there).
export * from './moderation-rules.ts';

const reasonField = plainText({ label: 'Reason', max: 200, required: REPORT_TEXTS.reasonRequired }).pipe(z.string().min(1, REPORT_TEXTS.reasonRequired));
const descriptionField = multilineText({ label: 'Description', max: REPORT_DESCRIPTION_MAX_LENGTH }).optional().default('');

/**
 * POST /api/reports: JSON, or multipart/form-data with the same text fields plus up to 5 `images`
 * files (spec §3 'Report'). The reason must be one of the type's (report-rules.ts).
 */
export const createReportBodySchema = z.object({
  reportType: z.enum(reportTypes, { error: MODERATION_TEXTS.unknownType }),
  reportedItem: z.string().uuid({ error: MODERATION_TEXTS.itemNotFound }),
  reason: reasonField,
  description: descriptionField,
}).superRefine((body, ctx) => {
  if (!isReportReason(body.reportType, body.reason)) ctx.addIssue({ code: 'custom', path: ['reason'], message: MODERATION_TEXTS.unknownReason });
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;

/** POST /api/reviews/:id/report {reason, description?}: a review report into the same queue. */
export const reportReviewBodySchema = z.object({ reason: reasonField, description: descriptionField }).superRefine((body, ctx) => {
  if (!isReportReason('review', body.reason)) ctx.addIssue({ code: 'custom', path: ['reason'], message: MODERATION_TEXTS.unknownReason });
});

/** GET /api/reports?type=&status=&reason=&from=&to=&page=&limit=&sort= (superadmin). `from`/`to` are YYYY-MM-DD, India time. */
export const listReportsQuerySchema = z.object({
  type: z.enum(reportTypes).optional(),
  status: z.enum(reportStatuses).optional(),
  reason: plainText({ label: 'Reason', max: 200 }).optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  sort: z.enum(reportSorts).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** PUT /api/reports/:id/status {status, note?}: only the moves of nextReportStatuses; a note is kept with the change. */
export const updateReportStatusBodySchema = z.object({
  status: z.enum(reportStatuses),
  note: multilineText({ label: 'Note', max: MODERATION_REASON_MAX_LENGTH }).optional().default(''),
});

/** Who did something, as the console shows them. */
export type Actor = { id: string; name: string };

/**
 * The reported item as it was when first reported, taken from its owner over NATS
 * (`rpc.catalog.report-target`): a deleted or edited item stays reviewable.
 */
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/**
 * A report in the queue (replies/moderation-replies.ts describes it): evidence photos are served only
 * to superadmins and the reporter; `note` is the last status change's ('' when none); `reporterCount`
 * counts the open reports on the same item, this one included; `reviewedBy` is null while Pending.
 */
export type Report = z.infer<typeof reportSchema>;

/** GET /api/reports/:id: the report, the item as it was (snapshot) and as it is now (null when gone), the other reports on it and the item's audit trail. */
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export type ReportList = { success: true; data: Report[]; pagination: PageInfo };

/**
 * GET /api/reports/stats (replies/moderation-replies.ts describes it): `open` is Pending + Reviewing,
 * `oldestOpenAt` null when none is open, `last7Days` the last 7 India days, oldest first.
 */
export type ReportStats = z.infer<typeof reportStatsSchema>;

// ---- actions (POST /api/moderation/actions) ----

/** POST /api/moderation/actions {action, targetId, reason, reportId?}; a reason is always required (it is told to the seller). */
export const takeActionBodySchema = z.object({
  action: z.enum(moderationActions),
  targetId: z.string().uuid(),
  reason: multilineText({ label: 'Reason', max: MODERATION_REASON_MAX_LENGTH, required: MODERATION_TEXTS.reasonRequired }).pipe(z.string().min(1, MODERATION_TEXTS.reasonRequired)),
  reportId: z.string().uuid().optional(),
});

/** A moderation action taken (replies/moderation-replies.ts describes it). */
export type ModerationAction = z.infer<typeof moderationActionSchema>;

// ---- audit (GET /api/moderation/audit) ----

/** What an audit entry is about: a moderated item, a report, or a grievance. */
export type AuditTargetType = ModerationTargetType | 'report' | 'grievance';

/**
 * One append-only audit entry: who did what to which item, why and when. `what` is a moderation
 * action name, 'report.status', 'report.deleted', 'verification.approved', 'verification.rejected',
 * 'user.banned' or 'user.unbanned' (the last four recorded from the owning services' events), or
 * 'grievance.<status>' (targetType 'grievance').
 */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/moderation/audit?targetType=&targetId=&adminId=&page=&limit= (superadmin), newest first. */
export const listAuditQuerySchema = z.object({
  targetType: z.enum([...moderationTargetTypes, 'report', 'grievance']).optional(),
  targetId: z.string().uuid().optional(),
  adminId: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditList = { success: true; data: AuditEntry[]; pagination: PageInfo };

/** GET /api/moderation/actions?targetId=&reportId= (superadmin) */
export const listActionsQuerySchema = z.object({ targetId: z.string().uuid().optional(), reportId: z.string().uuid().optional() });
