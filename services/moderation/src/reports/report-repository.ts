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

/**
 * Reports (not deleted) with their item's open-report count, read from the item's row in
 * report_items (kept by triggers on reports; every reported item has one) instead of counting.
 */
const counted = (db: ReportsDb) => db.selectFrom('reports as r')
  .innerJoin('report_items as c', (join) => join.onRef('c.report_type', '=', 'r.report_type').onRef('c.item_id', '=', 'r.item_id'))
  .selectAll('r').select('c.open_count as reporter_count').where('r.deleted_at', 'is', null);

/** A report that is not deleted, with its item's open-report count. */
export async function findReport(db: ReportsDb, id: string): Promise<CountedReportRow | undefined> {
  return counted(db).where('r.id', '=', id).executeTakeFirst();
}

/** Locks a report (not deleted) for a status change or deletion. */
export async function lockReport(db: ReportsDb, id: string): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
}

/**
 * Whether the reporter has an open report on the item already: one entry of the unique index
 * reports_one_open_per_reporter, whose predicate the query repeats word for word (literals, which
 * a generic plan can match too). The other index on the item, reports_by_item, holds closed
 * reports as well, so the planner does not take it for as cheap (the open-by-item index was, and
 * read every open report on the item, thousands on a hot one).
 */
export async function hasOpenReport(db: ReportsDb, reporterId: string, type: ReportType, itemId: string): Promise<boolean> {
  const row = await db.selectFrom('reports').select('reporter_id')
    .where('reporter_id', '=', reporterId).where('report_type', '=', type).where('item_id', '=', itemId)
    .where(sql<boolean>`status IN ('Pending', 'Reviewing') AND deleted_at IS NULL`)
    .executeTakeFirst();
  return row !== undefined;
}

export type ReportFilter = { type?: ReportType | undefined; status?: ReportStatus | undefined; reason?: string | undefined; from?: Date | undefined; before?: Date | undefined };

/** One page of the queue; 'reporters' puts the items most reported (open reports) first. */
export async function listReports(db: ReportsDb, filter: ReportFilter, sort: ReportSort, { limit, offset }: Paging): Promise<{ rows: CountedReportRow[]; total: number }> {
  let matching = db.selectFrom('reports as r').where('r.deleted_at', 'is', null);
  if (filter.type) matching = matching.where('r.report_type', '=', filter.type);
  if (filter.status) matching = matching.where('r.status', '=', filter.status);
  if (filter.reason) matching = matching.where('r.reason', '=', filter.reason);
  if (filter.from) matching = matching.where('r.created_at', '>=', filter.from);
  if (filter.before) matching = matching.where('r.created_at', '<', filter.before);
  const direction = sort === 'oldest' ? 'asc' : 'desc';
  // The page's ids first, then only its rows with their counts: the rows skipped for a deep page
  // cost an index entry each (reports_queue, index-only without filters), not a row and a join.
  // 'reporters' goes by the item row's open_count: the plan walks report_items_by_open down and
  // sorts each count's reports only, as far as the page needs.
  const pageIds = sort === 'reporters'
    ? matching.innerJoin('report_items as c', (join) => join.onRef('c.report_type', '=', 'r.report_type').onRef('c.item_id', '=', 'r.item_id'))
      .select('r.id').orderBy('c.open_count', 'desc').orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset)
    : matching.select('r.id').orderBy('r.created_at', direction).orderBy('r.id', direction).limit(limit).offset(offset);
  let rows = counted(db).where('r.id', 'in', pageIds);
  rows = sort === 'reporters' ? rows.orderBy('c.open_count', 'desc').orderBy('r.created_at', 'desc') : rows.orderBy('r.created_at', direction);
  const [page, total] = await Promise.all([
    rows.orderBy('r.id', direction).execute(),
    matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: total.total };
}

/** The reports on an item (not deleted), newest first, the newest 200; their reporterCount is the item's (findReport's). */
export async function reportsOnItem(db: ReportsDb, type: ReportType, itemId: string): Promise<ReportRow[]> {
  return db.selectFrom('reports').selectAll().where('report_type', '=', type).where('item_id', '=', itemId).where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
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
