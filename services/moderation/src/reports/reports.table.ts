import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { ReportStatus, ReportTarget, ReportType } from '@haat/contracts';

type JsonColumn<T> = ColumnType<T, string, string>;

export type ReportsTable = {
  id: Generated<string>;
  report_type: ReportType;
  item_id: string;
  reason: string;
  description: string;
  /** Keys of the evidence images (report_images), in upload order. */
  images: JsonColumn<string[]>;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  note: ColumnType<string, string | undefined, string>;
  reporter_id: string;
  reporter_name: string;
  /** The item as it was when reported. */
  snapshot: JsonColumn<ReportTarget>;
  item_title: string;
  store_id: string;
  store_name: string;
  store_owner_id: string;
  reviewed_by_id: string | null;
  reviewed_by_name: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  closed_at: Date | null;
  deleted_at: Date | null;
};
export type ReportRow = Selectable<ReportsTable>;

/** One stored size of a report's evidence image (private storage): who uploaded it, for the access check and clean-up. */
export type ReportImagesTable = {
  key: string;
  uploaded_by: string;
  size: string;
  width: number;
  height: number;
  bytes: number;
  created_at: ColumnType<Date, Date | undefined, never>;
};

/** One row per reported item: its open reports, kept by triggers on reports (reporterCount, the 'reporters' sort). */
export type ReportItemsTable = {
  report_type: ReportType;
  item_id: string;
  open_count: number;
};

export type ReportTables = { reports: ReportsTable; report_images: ReportImagesTable; report_items: ReportItemsTable };
export type ReportsDb = Kysely<ReportTables> | Transaction<ReportTables>;
