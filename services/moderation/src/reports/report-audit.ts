import type { Kysely } from 'kysely';
import type { AuditEntry, ReportType } from '@haat/contracts';
import { toAuditEntry } from '../audit/audit-repository.ts';
import type { AuditTables } from '../audit/audit.table.ts';

const ITEM_TRAIL_LIMIT = 200;

/**
 * The item's audit trail for a report's page, newest first: actions on the item itself, and
 * everything recorded with one of its reports (their status changes and deletions, actions taken from them).
 */
export async function auditOfItem(db: Kysely<AuditTables>, type: ReportType, itemId: string, reportIds: string[]): Promise<AuditEntry[]> {
  const rows = await db.selectFrom('audit_entries').selectAll()
    .where((eb) => eb.or([
      eb.and([eb('target_type', '=', type), eb('target_id', '=', itemId)]),
      ...(reportIds.length > 0 ? [eb('report_id', 'in', reportIds)] : []),
    ]))
    .orderBy('at', 'desc').orderBy('id', 'desc').limit(ITEM_TRAIL_LIMIT).execute();
  return rows.map(toAuditEntry);
}
