import { sql, type Kysely, type Transaction } from 'kysely';
import type { Actor, AuditEntry, AuditTargetType } from '@haat/contracts';
import type { AuditEntryRow, AuditTables } from './audit.table.ts';

export type NewAuditEntry = {
  admin: Actor;
  what: string;
  targetType: AuditTargetType;
  targetId: string;
  reason?: string;
  reportId?: string | null;
  details?: Record<string, string>;
  /** The action or event recorded: a second delivery of the same event adds nothing. */
  sourceId?: string;
  /** When it happened, if not now (an event's own time). */
  at?: Date;
};

/** Appends one entry, inside the caller's transaction so it commits with what it records. */
export async function recordAudit(trx: Transaction<any> | Kysely<any>, entry: NewAuditEntry): Promise<void> {
  await (trx as Kysely<AuditTables>).insertInto('audit_entries').values({
    admin_id: entry.admin.id,
    admin_name: entry.admin.name,
    what: entry.what,
    target_type: entry.targetType,
    target_id: entry.targetId,
    reason: entry.reason ?? '',
    report_id: entry.reportId ?? null,
    details: JSON.stringify(entry.details ?? {}),
    source_id: entry.sourceId ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  }).onConflict((oc) => oc.column('source_id').doNothing()).execute();
}

export type AuditFilter = { targetType?: string; targetId?: string; adminId?: string };

/** Entries matching every given filter, newest first, with the total for paging. */
export async function listAudit(db: Kysely<AuditTables>, filter: AuditFilter, { limit, offset }: { limit: number; offset: number }) {
  let query = db.selectFrom('audit_entries');
  if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
  if (filter.adminId) query = query.where('admin_id', '=', filter.adminId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { entries: rows.map(toAuditEntry), total: count.total };
}

export const toAuditEntry = (row: AuditEntryRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  admin: { id: row.admin_id, name: row.admin_name },
  what: row.what,
  targetType: row.target_type as AuditEntry['targetType'],
  targetId: row.target_id,
  reason: row.reason,
  reportId: row.report_id,
  details: row.details,
});
