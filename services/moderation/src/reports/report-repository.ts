import { sql } from 'kysely';
import { reportStatuses, reportTypes, type ReportSort, type ReportStatus, type ReportStats, type ReportTarget, type ReportType } from '@haat/contracts';
import type { ReportRow, ReportsDb } from './reports.table.ts';

/** A report is open while the admin team has not closed it. */
export const OPEN_STATUSES: readonly ReportStatus[] = ['Pending', 'Reviewing'];
export const CLOSED_STATUSES: readonly ReportStatus[] = ['Resolved', 'Dismissed'];
export const isClosing = (status: ReportStatus) => CLOSED_STATUSES.includes(status);

/** The partial unique index that keeps one open report per reporter and item. */
export const ONE_OPEN_PER_REPORTER = 'reports_one_open_per_reporter';

type Paging = { limit: number; offset: number };
export type CountedReportRow = ReportRow & { reporter_count: number };

export type NewReport = {
  type: ReportType;
  itemId: string;
  reason: string;
  description: string;
  imageKeys: string[];
  reporter: { id: string; name: string };
  snapshot: ReportTarget;
  id?: string;
  createdAt?: Date;
};

export async function insertReport(db: ReportsDb, report: NewReport): Promise<ReportRow> {
  return db.insertInto('reports').values({
    ...(report.id ? { id: report.id } : {}),
    report_type: report.type,
    item_id: report.itemId,
    reason: report.reason,
    description: report.description,
    images: JSON.stringify(report.imageKeys),
    reporter_id: report.reporter.id,
    reporter_name: report.reporter.name,
    snapshot: JSON.stringify(report.snapshot),
    item_title: report.snapshot.title,
    store_id: report.snapshot.storeId,
    store_name: report.snapshot.storeName,
    store_owner_id: report.snapshot.storeOwnerId,
    reviewed_by_id: null,
    reviewed_by_name: null,
    closed_at: null,
    deleted_at: null,
    ...(report.createdAt ? { created_at: report.createdAt, updated_at: report.createdAt } : {}),
  }).returningAll().executeTakeFirstOrThrow();
}

/** The open reports on the row's item, counted through the partial index reports_open_by_item. */
const openCountOfRow = sql<number>`(
  SELECT count(*)::int FROM reports o
   WHERE o.report_type = r.report_type AND o.item_id = r.item_id
     AND o.status IN ('Pending', 'Reviewing') AND o.deleted_at IS NULL)`;

const counted = (db: ReportsDb) => db.selectFrom('reports as r').selectAll('r').select(openCountOfRow.as('reporter_count')).where('r.deleted_at', 'is', null);

/** A report that is not deleted, with its item's open-report count. */
export async function findReport(db: ReportsDb, id: string): Promise<CountedReportRow | undefined> {
  return counted(db).where('r.id', '=', id).executeTakeFirst();
}

/** Locks a report (not deleted) for a status change or deletion. */
export async function lockReport(db: ReportsDb, id: string): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
}

/** Whether the reporter has an open report on the item already. */
export async function hasOpenReport(db: ReportsDb, reporterId: string, type: ReportType, itemId: string): Promise<boolean> {
  const row = await db.selectFrom('reports').select('id')
    .where('reporter_id', '=', reporterId).where('report_type', '=', type).where('item_id', '=', itemId)
    .where('status', 'in', OPEN_STATUSES).where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export type ReportFilter = { type?: ReportType | undefined; status?: ReportStatus | undefined; reason?: string | undefined; from?: Date | undefined; before?: Date | undefined };

/** One page of the queue; 'reporters' puts the items most reported (open reports) first. */
export async function listReports(db: ReportsDb, filter: ReportFilter, sort: ReportSort, { limit, offset }: Paging): Promise<{ rows: CountedReportRow[]; total: number }> {
  let rows = counted(db);
  let count = db.selectFrom('reports as r').select(sql<number>`count(*)::int`.as('total')).where('r.deleted_at', 'is', null);
  if (filter.type) { rows = rows.where('r.report_type', '=', filter.type); count = count.where('r.report_type', '=', filter.type); }
  if (filter.status) { rows = rows.where('r.status', '=', filter.status); count = count.where('r.status', '=', filter.status); }
  if (filter.reason) { rows = rows.where('r.reason', '=', filter.reason); count = count.where('r.reason', '=', filter.reason); }
  if (filter.from) { rows = rows.where('r.created_at', '>=', filter.from); count = count.where('r.created_at', '>=', filter.from); }
  if (filter.before) { rows = rows.where('r.created_at', '<', filter.before); count = count.where('r.created_at', '<', filter.before); }
  if (sort === 'reporters') rows = rows.orderBy('reporter_count', 'desc').orderBy('r.created_at', 'desc');
  else rows = rows.orderBy('r.created_at', sort === 'oldest' ? 'asc' : 'desc');
  const [page, total] = await Promise.all([
    rows.orderBy('r.id', sort === 'oldest' ? 'asc' : 'desc').limit(limit).offset(offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: total.total };
}

/** Every report on an item (not deleted), newest first. */
export async function reportsOnItem(db: ReportsDb, type: ReportType, itemId: string): Promise<CountedReportRow[]> {
  return counted(db).where('r.report_type', '=', type).where('r.item_id', '=', itemId).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(200).execute();
}

/** Locks the open reports on an item, in id order. */
export async function lockOpenReportsOnItem(db: ReportsDb, type: ReportType, itemId: string): Promise<ReportRow[]> {
  return db.selectFrom('reports').selectAll()
    .where('report_type', '=', type).where('item_id', '=', itemId).where('status', 'in', OPEN_STATUSES).where('deleted_at', 'is', null)
    .orderBy('id').forUpdate().execute();
}

export type StatusChange = { status: ReportStatus; note: string; admin: { id: string; name: string }; at: Date };

/** Sets the status of the given reports; closing stamps closed_at, reopening clears it. */
export async function setReportStatus(db: ReportsDb, ids: string[], change: StatusChange): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  return db.updateTable('reports')
    .set({
      status: change.status,
      note: change.note,
      reviewed_by_id: change.admin.id,
      reviewed_by_name: change.admin.name,
      updated_at: change.at,
      closed_at: isClosing(change.status) ? change.at : null,
    })
    .where('id', 'in', ids)
    .returningAll()
    .execute();
}

export async function softDeleteReport(db: ReportsDb, id: string, at: Date): Promise<void> {
  await db.updateTable('reports').set({ deleted_at: at, updated_at: at }).where('id', '=', id).execute();
}

/** The console's numbers: by status and type, the oldest open report, and the last 7 India days. */
export async function reportStats(db: ReportsDb): Promise<ReportStats> {
  const [groups, oldest, days] = await Promise.all([
    db.selectFrom('reports').select(['status', 'report_type', sql<number>`count(*)::int`.as('n')])
      .where('deleted_at', 'is', null).groupBy(['status', 'report_type']).execute(),
    db.selectFrom('reports').select((eb) => eb.fn.min('created_at').as('oldest'))
      .where('status', 'in', OPEN_STATUSES).where('deleted_at', 'is', null).executeTakeFirst(),
    sql<{ date: string; count: number }>`
      WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS day),
           days AS (SELECT (today.day - n)::date AS day FROM today, generate_series(0, 6) AS n)
      SELECT to_char(days.day, 'YYYY-MM-DD') AS date, count(r.id)::int AS count
        FROM days
        LEFT JOIN reports r
          ON r.deleted_at IS NULL
         AND r.created_at >= (days.day::timestamp AT TIME ZONE 'Asia/Kolkata')
         AND r.created_at < ((days.day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')
       GROUP BY days.day
       ORDER BY days.day`.execute(db),
  ]);
  const byStatus = Object.fromEntries(reportStatuses.map((s) => [s, 0])) as Record<ReportStatus, number>;
  const byType = Object.fromEntries(reportTypes.map((t) => [t, 0])) as Record<ReportType, number>;
  for (const group of groups) {
    byStatus[group.status] += group.n;
    byType[group.report_type] += group.n;
  }
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  const oldestOpen = oldest?.oldest as Date | null | undefined;
  return {
    total,
    open: OPEN_STATUSES.reduce((sum, status) => sum + byStatus[status], 0),
    oldestOpenAt: oldestOpen ? new Date(oldestOpen).toISOString() : null,
    byStatus,
    byType,
    last7Days: days.rows.map((row) => ({ date: row.date, count: row.count })),
  };
}
