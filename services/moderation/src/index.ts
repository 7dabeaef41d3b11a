// The moderation service's public entry (`@haat/moderation`): what another workspace may start it with.
export { buildModerationService, SCHEMA } from './service.ts';
export { migrations } from './migrations/index.ts';
// The admin queue's and audit log's read queries, which bench/moderation/moderation.ts times and explains at scale.
export { findReport, hasOpenReport, listReports, reportsOnItem, reportStats } from './reports/report-repository.ts';
export { auditOfItem } from './reports/report-audit.ts';
export { listAudit } from './audit/audit-repository.ts';
