import { api } from '@haat/web-kit';
import type { ApiSuccess, Report, ReportDetail, ReportList, ReportStats } from '@haat/contracts';
import type { ReportStatus } from '@haat/contracts/report-rules';
import { pagedOf, type Paged } from '../common/paged.ts';
import { REPORTS_PAGE_SIZE, type ReportFilters } from './report-filters.ts';

const reportPath = (id: string) => `/reports/${encodeURIComponent(id)}`;

/** GET /reports/stats: open reports, by status and type, the last 7 India days. */
export async function fetchReportStats(signal?: AbortSignal): Promise<ReportStats> {
  return (await api.get<ApiSuccess<ReportStats>>('/reports/stats', { signal })).data;
}

/** GET /reports?type=&status=&reason=&from=&to=&sort=&page=&limit= */
export async function fetchReports(filters: ReportFilters, signal?: AbortSignal): Promise<Paged<Report>> {
  const { type, status, reason, from, to, sort, page } = filters;
  const reply = await api.get<ReportList>('/reports', { query: { type, status, reason, from, to, sort, page, limit: REPORTS_PAGE_SIZE }, signal });
  return pagedOf(reply);
}

/** GET /reports/:id: the report, its item then and now, the other reports on it. */
export async function fetchReport(id: string, signal?: AbortSignal): Promise<ReportDetail> {
  return (await api.get<ApiSuccess<ReportDetail>>(reportPath(id), { signal })).data;
}

/** PUT /reports/:id/status {status, note}: closing one closes every open report on the item. */
export async function updateReportStatus(id: string, body: { status: ReportStatus; note: string }): Promise<Report> {
  return (await api.put<ApiSuccess<Report>>(`${reportPath(id)}/status`, body, { retry: false })).data;
}

/** DELETE /reports/:id: out of the queue for good; the audit log keeps who deleted it and when. */
export async function deleteReport(id: string): Promise<void> {
  await api.delete(reportPath(id), { retry: false });
}
