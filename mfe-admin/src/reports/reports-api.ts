import { api } from '@haat/web-kit';
import type { Report, ReportDetail } from '@haat/contracts';
import { readReport, readReportDetail, readReports } from '@haat/contracts/moderation-reply';
import type { ReportStatus } from '@haat/contracts/report-rules';
import { replyData } from '@haat/contracts/reply-fields';
import { readPaged, type Paged } from '../common/paged.ts';
import { REPORTS_PAGE_SIZE, type ReportFilters } from './report-filters.ts';

const reportPath = (id: string) => `/reports/${encodeURIComponent(id)}`;

/**
 * GET /reports/stats's `data` as sent: open reports, by status and type, the last 7 India days. The
 * shell's Reports badge fills the same query with it, so each side reads it there (readReportStats).
 */
export async function fetchReportStatsData(signal?: AbortSignal): Promise<unknown> {
  return replyData(await api.get<unknown>('/reports/stats', { signal }));
}

/** GET /reports?type=&status=&reason=&from=&to=&sort=&page=&limit= */
export async function fetchReports(filters: ReportFilters, signal?: AbortSignal): Promise<Paged<Report>> {
  const { type, status, reason, from, to, sort, page } = filters;
  const reply = await api.get<unknown>('/reports', { query: { type, status, reason, from, to, sort, page, limit: REPORTS_PAGE_SIZE }, signal });
  return readPaged(reply, readReports);
}

/** GET /reports/:id: the report, its item then and now, the other reports on it. */
export async function fetchReport(id: string, signal?: AbortSignal): Promise<ReportDetail> {
  const reply = await api.get<unknown>(reportPath(id), { signal });
  return readReportDetail(replyData(reply));
}

/** PUT /reports/:id/status {status, note}: closing one closes every open report on the item. */
export async function updateReportStatus(id: string, body: { status: ReportStatus; note: string }): Promise<Report> {
  const reply = await api.put<unknown>(`${reportPath(id)}/status`, body, { retry: false });
  return readReport(replyData(reply));
}

/** DELETE /reports/:id: out of the queue for good; the audit log keeps who deleted it and when. */
export async function deleteReport(id: string): Promise<void> {
  await api.delete(reportPath(id), { retry: false });
}
