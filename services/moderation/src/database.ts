import type { MessagingTables } from '@haat/server-kit';
import type { AuditTables } from './audit/audit.table.ts';
import type { ReportTables } from './reports/reports.table.ts';
import type { GrievanceTables } from './grievances/grievances.table.ts';
import type { ActionTables } from './actions/actions.table.ts';

/**
 * The moderation schema as Kysely sees it. Each feature adds its tables here from its own
 * `<feature>.table.ts` (reports, actions and audit, grievances).
 */
export type ModerationDatabase = MessagingTables & AuditTables & ReportTables & GrievanceTables & ActionTables;
