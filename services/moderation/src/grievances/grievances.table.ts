import type { ColumnType, Generated, Selectable } from 'kysely';
import type { GrievanceStatus, GrievanceSubject } from '@haat/contracts';

export type GrievancesTable = {
  id: Generated<string>;
  /** 'GRV-2026-000042': made by the database (a sequence) on insert. */
  ticket_number: Generated<string>;
  subject: GrievanceSubject;
  category: string;
  order_id: string | null;
  store_id: string | null;
  store_name: ColumnType<string, string | undefined, string>;
  description: string;
  status: ColumnType<GrievanceStatus, GrievanceStatus | undefined, GrievanceStatus>;
  buyer_id: string;
  buyer_name: string;
  response: ColumnType<string, string | undefined, string>;
  handled_by_id: string | null;
  handled_by_name: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  acknowledged_at: Date | null;
  resolved_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};
export type GrievanceRow = Selectable<GrievancesTable>;
export type GrievanceTables = { grievances: GrievancesTable };
