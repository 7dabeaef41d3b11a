import type { MessagingTables } from '@haat/server-kit';
import type { AuditTables } from './audit/audit.table.ts';

/**
 * The moderation schema as Kysely sees it. Each feature adds its tables here from its own
 * `<feature>.table.ts` (reports, actions and audit, grievances).
 */
export type ModerationDatabase = MessagingTables & AuditTables;
