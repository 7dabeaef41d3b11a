import { z } from 'zod';
import { grievanceStatuses, grievanceSubjects } from '../grievance-rules.ts';
import { moderationActions, moderationTargetTypes } from '../moderation-rules.ts';
import { reportStatuses, reportTypes } from '../report-rules.ts';
import { dataAndMessageReply, messageReply, pagedReply, successReply } from './envelope-schemas.ts';

/**
 * The moderation service's replies as its integration tests saw them (docs/decisions/0206-openapi-the-reply-schemas-and-what-is-not-yet-exact.md):
 * the envelope and `data` exact, deeper objects open beyond the fields listed.
 */

/** Who filed, reviewed or acted: an id and a display name. */
const personRefSchema = z.looseObject({ id: z.string(), name: z.string() });

/** A grievance as the moderation service replies with it (grievance.ts names it Grievance). */
export const grievanceSchema = z.strictObject({
  id: z.string(),
  ticketNumber: z.string(),
  subject: z.enum(grievanceSubjects),
  category: z.string(),
  orderId: z.string().nullable(),
  storeId: z.string().nullable(),
  storeName: z.string(),
  description: z.string(),
  status: z.enum(grievanceStatuses),
  buyer: personRefSchema,
  response: z.string(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  ackOverdue: z.boolean(),
  resolveOverdue: z.boolean(),
  handledBy: personRefSchema.nullable(),
});

/** A moderation action taken (moderation.ts names it ModerationAction). */
export const moderationActionSchema = z.strictObject({
  id: z.string(),
  action: z.enum(moderationActions),
  targetType: z.enum(moderationTargetTypes),
  targetId: z.string(),
  reason: z.string(),
  reportId: z.string().nullable(),
  admin: personRefSchema,
  createdAt: z.string(),
});

/** What an audit entry adds, as text: itemTitle, userName, storeName, from/to, closedWith, itemId, status, reportType. */
const detailsSchema = z.record(z.string(), z.string());

/** A report in the queue (moderation.ts names it Report). */
export const reportSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  reportType: z.enum(reportTypes),
  reportedItem: z.string(),
  reason: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  status: z.enum(reportStatuses),
  note: z.string(),
  reporter: personRefSchema,
  reporterCount: z.number(),
  itemTitle: z.string(),
  storeName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewedBy: personRefSchema.nullable(),
});

/**
 * The reported item as its owner described it over NATS (moderation.ts names it ReportTarget); open,
 * as the owner may add fields. `moderated` is absent in snapshots older than it.
 */
export const reportTargetSchema = z.looseObject({
  type: z.enum(reportTypes),
  id: z.string(),
  /** Store name, broadcast title, or 'Review by {author}'. */
  title: z.string(),
  /** Store description, broadcast message, or review comment. */
  text: z.string(),
  images: z.array(z.string()),
  /** Reviews only. */
  rating: z.number().nullable(),
  storeId: z.string(),
  storeName: z.string(),
  /** The store's seller: told what was done to their store or offer. */
  storeOwnerId: z.string(),
  /** A review's author; null for stores and broadcasts. */
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  /** Visible to buyers right now (not a hidden review, an inactive broadcast or a closed store). */
  visible: z.boolean(),
  /** The restriction a moderation action puts on the item itself is in force (not its store's or its dates'). */
  moderated: z.boolean().optional(),
  createdAt: z.string(),
});

/** DELETE /api/reports/:id → 200 (3 replies seen in the integration suite) */
export const deleteReportsByIdReply = messageReply;

/** GET /api/admin/grievances → 200 (7 replies seen in the integration suite) */
export const getAdminGrievancesReply = pagedReply(grievanceSchema);

/** Every background queue with its counts, and the newest failed jobs (admin.ts names it JobsOverview). */
export const jobsOverviewSchema = z.strictObject({
  queues: z.array(z.looseObject({
    name: z.string(),
    owner: z.string(),
    waiting: z.number(),
    active: z.number(),
    delayed: z.number(),
    failed: z.number(),
    completed: z.number(),
  })),
  failed: z.array(z.looseObject({
    queue: z.string(),
    id: z.string(),
    name: z.string(),
    failedReason: z.string(),
    attemptsMade: z.number(),
    failedAt: z.string().nullable(),
    data: z.string(),
  })),
});

/** GET /api/admin/jobs → 200 (6 replies seen in the integration suite) */
export const getAdminJobsReply = successReply(jobsOverviewSchema);

/** GET /api/grievances/:ticketNumber → 200 (3 replies seen in the integration suite) */
export const getGrievancesByTicketNumberReply = successReply(grievanceSchema);

/** GET /api/grievances/mine → 200 (4 replies seen in the integration suite) */
export const getGrievancesMineReply = pagedReply(grievanceSchema);

/** GET /api/grievances/officer → 200 (1 reply seen in the integration suite) */
export const getGrievancesOfficerReply = successReply(z.strictObject({
  name: z.string().nullable(),
  designation: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  hours: z.string().nullable(),
}));

/** GET /api/moderation/actions → 200 (1 reply seen in the integration suite) */
export const getModerationActionsReply = successReply(z.array(moderationActionSchema));

/** One line of the moderation audit: which admin did what to which target, and why (moderation.ts names it AuditEntry). */
export const auditEntrySchema = z.strictObject({
  id: z.string(),
  at: z.string(),
  admin: personRefSchema,
  what: z.string(),
  targetType: z.enum([...moderationTargetTypes, 'report', 'grievance']),
  targetId: z.string(),
  reason: z.string(),
  reportId: z.string().nullable(),
  details: detailsSchema,
});

/** GET /api/moderation/audit → 200 (7 replies seen in the integration suite) */
export const getModerationAuditReply = pagedReply(auditEntrySchema);

/** GET /api/reports → 200 (16 replies seen in the integration suite) */
export const getReportsReply = pagedReply(reportSchema);

/** GET /api/reports/:id → 200 (17 replies seen in the integration suite) */
/** One report with the item as it was and as it is now, the other reports on it and its audit (moderation.ts names it ReportDetail). */
export const reportDetailSchema = reportSchema.extend({
  snapshot: reportTargetSchema,
  current: reportTargetSchema.nullable(),
  otherReports: z.array(z.looseObject(reportSchema.shape)),
  audit: z.array(z.looseObject(auditEntrySchema.shape)),
});
export const getReportsByIdReply = successReply(reportDetailSchema);

/** The report queue's figures (moderation.ts names them ReportStats). */
export const reportStatsSchema = z.strictObject({
  total: z.number(),
  open: z.number(),
  oldestOpenAt: z.string().nullable(),
  byStatus: z.record(z.enum(reportStatuses), z.number()),
  byType: z.record(z.enum(reportTypes), z.number()),
  last7Days: z.array(z.looseObject({
    date: z.string(),
    count: z.number(),
  })),
});

/** GET /api/reports/stats → 200 (5 replies seen in the integration suite) */
export const getReportsStatsReply = successReply(reportStatsSchema);

/** POST /api/admin/jobs/:queue/:id/retry → 200 (1 reply seen in the integration suite) */
export const postAdminJobsByQueueByIdRetryReply = dataAndMessageReply(z.strictObject({
  queue: z.string(),
  id: z.string(),
  state: z.string(),
}));

/** POST /api/grievances → 201 (70 replies seen in the integration suite) */
export const postGrievancesReply = successReply(grievanceSchema, {
  message: z.string(),
});

/** POST /api/moderation/actions → 201 (12 replies seen in the integration suite) */
export const postModerationActionsReply = successReply(moderationActionSchema);

/** A report after it was filed. */
const reportFiledReply = successReply(reportSchema, {
  message: z.string(),
});

/** POST /api/reports → 201 (79 replies seen in the integration suite) */
export const postReportsReply = reportFiledReply;

/** POST /api/reviews/:id/report → 201 (5 replies seen in the integration suite) */
export const postReviewsByIdReportReply = reportFiledReply;

/** PUT /api/admin/grievances/:id → 200 (11 replies seen in the integration suite) */
export const putAdminGrievancesByIdReply = successReply(grievanceSchema);

/** PUT /api/reports/:id/status → 200 (12 replies seen in the integration suite) */
export const putReportsByIdStatusReply = successReply(reportSchema, {
  message: z.string(),
  changedReports: z.number(),
});
