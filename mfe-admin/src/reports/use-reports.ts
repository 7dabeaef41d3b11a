import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { AUDIT_KEY } from '../audit/use-audit.ts';
import { readReportStats } from '@haat/contracts/moderation-reply';
import { fetchReport, fetchReports, fetchReportStatsData } from './reports-api.ts';
import type { ReportFilters } from './report-filters.ts';

/** Every reports query starts with this key, so one invalidation refreshes the queue, the detail, the stats and the bar's badge. */
export const REPORTS_KEY = ['admin', 'reports'] as const;
/**
 * The shell's Reports badge (shell/src/nav/open-reports-badge.tsx) reads the same key: one request
 * serves both. The query keeps the reply's `data` as sent; each side reads from it what it shows.
 */
export const REPORT_STATS_KEY = [...REPORTS_KEY, 'stats'] as const;
export const reportListKey = (filters: ReportFilters) => [...REPORTS_KEY, 'list', filters] as const;
export const reportKey = (id: string) => [...REPORTS_KEY, 'detail', id] as const;

export function useReportStats() {
  return useQuery({ queryKey: REPORT_STATS_KEY, queryFn: ({ signal }) => fetchReportStatsData(signal), select: readReportStats });
}

/** One page of the queue; the previous page stays on screen while the next loads. */
export function useReports(filters: ReportFilters) {
  return useQuery({ queryKey: reportListKey(filters), queryFn: ({ signal }) => fetchReports(filters, signal), placeholderData: keepPreviousData });
}

/**
 * One report. `followUntil` (a time): an action was just taken, and the owning service applies it
 * from an event, so the item is read again every 1.5 s until then to show the change.
 */
export function useReport(id: string, followUntil = 0) {
  return useQuery({
    queryKey: reportKey(id),
    queryFn: ({ signal }) => fetchReport(id, signal),
    refetchInterval: () => (Date.now() < followUntil ? 1500 : false),
  });
}

/** After a status change, an action or a deletion: everything about reports (and the audit) is read again. */
export function useReportsRefresh(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: REPORTS_KEY });
    void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
  }, [queryClient]);
}
