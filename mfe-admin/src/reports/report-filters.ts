import { REPORT_REASONS, reportStatuses, reportTypes, type ReportStatus, type ReportType } from '@haat/contracts/report-rules';
import { reportSorts, type ReportSort } from '@haat/contracts/moderation-rules';
import { readChoice, readDay, readPage } from '../common/search-params.ts';

/** The queue's filters, sort and page, as GET /api/reports takes them. */
export type ReportFilters = {
  type?: ReportType;
  status?: ReportStatus;
  reason?: string;
  from?: string;
  to?: string;
  sort: ReportSort;
  page: number;
};

export const REPORTS_PAGE_SIZE = 20;

// The words of the sorts, types and reasons: report-labels.ts.

/** The reasons to offer: the chosen type's, or every type's (once each) when no type is chosen. */
export function reasonsFor(type: ReportType | undefined): string[] {
  if (type) return [...REPORT_REASONS[type]];
  return [...new Set(reportTypes.flatMap((t) => REPORT_REASONS[t]))];
}

/** The filters in the address; a reason that does not belong to the chosen type is dropped. */
export function readReportFilters(params: URLSearchParams): ReportFilters {
  const type = readChoice(params.get('type'), reportTypes);
  const reason = readChoice(params.get('reason'), reasonsFor(type));
  let from = readDay(params.get('from'));
  let to = readDay(params.get('to'));
  // A range typed backwards means the same days.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    type,
    status: readChoice(params.get('status'), reportStatuses),
    reason,
    from,
    to,
    sort: readChoice(params.get('sort'), reportSorts) ?? 'newest',
    page: readPage(params.get('page')),
  };
}

/** The address changes for a new type: the reason goes when the new type has no such reason. */
export function typeChange(filters: ReportFilters, type: ReportType | ''): Record<string, string> {
  const keepReason = filters.reason !== undefined && reasonsFor(type || undefined).includes(filters.reason);
  return { type, reason: keepReason ? filters.reason! : '', page: '1' };
}

/** The address changes that drop every filter, back to page 1 (the sort stays). */
export const CLEARED_FILTERS: Record<string, string> = { type: '', status: '', reason: '', from: '', to: '', page: '1' };

/** Whether any filter narrows the queue (sort and page do not). */
export const isFiltered = (f: ReportFilters): boolean => [f.type, f.status, f.reason, f.from, f.to].some((v) => v !== undefined);
