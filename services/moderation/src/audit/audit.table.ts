import type { ColumnType, Generated, Selectable } from 'kysely';

export type AuditEntriesTable = {
  id: Generated<string>;
  at: ColumnType<Date, Date | undefined, never>;
  admin_id: string;
  admin_name: string;
  what: string;
  target_type: string;
  target_id: string;
  reason: ColumnType<string, string | undefined, never>;
  report_id: string | null;
  details: ColumnType<Record<string, string>, string | undefined, never>;
  source_id: string | null;
};
export type AuditEntryRow = Selectable<AuditEntriesTable>;
export type AuditTables = { audit_entries: AuditEntriesTable };
