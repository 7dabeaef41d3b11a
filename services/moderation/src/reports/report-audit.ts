import { sql, type Kysely } from 'kysely';
import type { AuditEntry, ReportType } from '@haat/contracts';
import { toAuditEntry } from '../audit/audit-repository.ts';
import type { AuditEntryRow, AuditTables } from '../audit/audit.table.ts';
import type { ReportTables } from './reports.table.ts';

const ITEM_TRAIL_LIMIT = 200;

/**
 * The item's audit trail for a report's page, newest first, the newest 200: actions on the item
 * itself, and everything recorded with one of its reports (not deleted; their status changes,
 * actions taken from them), however many reports it has. Two reads, each down its own index
 * (audit_entries_target_id; reports_by_item then audit_entries_report), each stopping at 200;
 * an entry both on the item and with one of its reports comes from the first only.
 */
export async function auditOfItem(db: Kysely<AuditTables & ReportTables>, type: ReportType, itemId: string): Promise<AuditEntry[]> {
  const { rows } = await sql<AuditEntryRow>`
    (SELECT * FROM audit_entries
      WHERE target_id = ${itemId} AND target_type = ${type}
      ORDER BY at DESC, id DESC LIMIT ${ITEM_TRAIL_LIMIT})
    UNION ALL
    (SELECT a.* FROM audit_entries a
      WHERE a.report_id IN (SELECT r.id FROM reports r WHERE r.report_type = ${type} AND r.item_id = ${itemId})
        AND NOT (a.target_id = ${itemId} AND a.target_type = ${type})
      ORDER BY a.at DESC, a.id DESC LIMIT ${ITEM_TRAIL_LIMIT})
    ORDER BY at DESC, id DESC LIMIT ${ITEM_TRAIL_LIMIT}`.execute(db);
  return rows.map(toAuditEntry);
}
