import { deleteReportsByIdReply, getAdminGrievancesReply, getAdminJobsReply, getGrievancesByTicketNumberReply, getGrievancesMineReply, getGrievancesOfficerReply, getModerationActionsReply, getModerationAuditReply, getReportsByIdReply, getReportsReply, getReportsStatsReply, postAdminJobsByQueueByIdRetryReply, postGrievancesReply, postModerationActionsReply, postReportsReply, postReviewsByIdReportReply, putAdminGrievancesByIdReply, putReportsByIdStatusReply } from '../../replies/moderation-replies.ts';
import { createGrievanceBodySchema, listGrievancesQuerySchema, listMyGrievancesQuerySchema, updateGrievanceBodySchema } from '../../grievance.ts';
import { createReportBodySchema, listActionsQuerySchema, listAuditQuerySchema, listReportsQuerySchema, reportReviewBodySchema, takeActionBodySchema, updateReportStatusBodySchema } from '../../moderation.ts';
import { PUBLIC, SIGNED_IN, roles, ok, created, defineCalls, file } from '../define-call.ts';

/** The moderation service's calls (services/moderation/src/<feature>/index.ts mounts them). */
export const moderationCalls = defineCalls('moderation', [
  ['GET /api/admin/jobs', { summary: 'List jobs', auth: roles('superadmin'), reply: ok(getAdminJobsReply) }],
  ['POST /api/admin/jobs/:queue/:id/retry', { summary: 'Retry job', auth: roles('superadmin'), reply: ok(postAdminJobsByQueueByIdRetryReply), errors: [409] }],
  ['POST /api/moderation/actions', { summary: 'Take action', auth: roles('superadmin'), body: takeActionBodySchema, reply: created(postModerationActionsReply), errors: [404, 409] }],
  ['GET /api/moderation/actions', { summary: 'List actions', auth: roles('superadmin'), query: listActionsQuerySchema, reply: ok(getModerationActionsReply) }],
  ['GET /api/moderation/audit', { summary: 'List audit', auth: roles('superadmin'), query: listAuditQuerySchema, reply: ok(getModerationAuditReply) }],
  ['POST /api/reports', { summary: 'Create report', auth: SIGNED_IN, body: createReportBodySchema, unsharedInput: 'or multipart/form-data: these fields and up to 5 images', reply: created(postReportsReply), errors: [404, 409] }],
  ['POST /api/reviews/:id/report', { summary: 'Report review', auth: SIGNED_IN, body: reportReviewBodySchema, reply: created(postReviewsByIdReportReply), errors: [409] }],
  ['GET /api/reports/stats', { summary: 'Get report stats', auth: roles('superadmin'), reply: ok(getReportsStatsReply) }],
  ['GET /api/reports', { summary: 'List reports', auth: roles('superadmin'), query: listReportsQuerySchema, reply: ok(getReportsReply) }],
  ['GET /api/reports/:id/images/:key', { summary: 'Serve report image', auth: PUBLIC, reply: file('image/*', 'A report\'s evidence image, to the admin team') }],
  ['GET /api/reports/:id', { summary: 'Get report', auth: roles('superadmin'), reply: ok(getReportsByIdReply) }],
  ['PUT /api/reports/:id/status', { summary: 'Update report status', auth: roles('superadmin'), body: updateReportStatusBodySchema, reply: ok(putReportsByIdStatusReply), errors: [409] }],
  ['DELETE /api/reports/:id', { summary: 'Delete report', auth: roles('superadmin'), reply: ok(deleteReportsByIdReply) }],
  ['GET /api/grievances/officer', { summary: 'Get grievance officer', auth: PUBLIC, reply: ok(getGrievancesOfficerReply) }],
  ['GET /api/grievances/mine', { summary: 'List my grievances', auth: SIGNED_IN, query: listMyGrievancesQuerySchema, reply: ok(getGrievancesMineReply) }],
  ['POST /api/grievances', { summary: 'Create grievance', auth: roles('buyer'), body: createGrievanceBodySchema, reply: created(postGrievancesReply), errors: [404] }],
  ['GET /api/grievances/:ticketNumber', { summary: 'Get grievance', auth: SIGNED_IN, reply: ok(getGrievancesByTicketNumberReply) }],
  ['GET /api/admin/grievances', { summary: 'List grievances', auth: roles('superadmin'), query: listGrievancesQuerySchema, reply: ok(getAdminGrievancesReply) }],
  ['PUT /api/admin/grievances/:id', { summary: 'Update grievance', auth: roles('superadmin'), body: updateGrievanceBodySchema, reply: ok(putAdminGrievancesByIdReply), errors: [409] }],
]);
