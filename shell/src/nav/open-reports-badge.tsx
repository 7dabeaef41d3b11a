import { api } from '@haat/web-kit';
import type { ApiSuccess, ReportStats } from '@haat/contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * The admin console's report figures: the same key as mfe-admin's overview (its reports-api.ts), so
 * a status change or action there refreshes this count at once, and both share one request.
 */
const REPORT_STATS_KEY = ['admin', 'reports', 'stats'] as const;
const REFRESH_MS = 60_000;

/** The superadmin's Reports link: how many reports are open (Pending or Reviewing); nothing when none or unknown. */
export function OpenReportsBadge() {
  const { data } = useQuery({
    queryKey: REPORT_STATS_KEY,
    queryFn: async ({ signal }) => (await api.get<ApiSuccess<ReportStats>>('/reports/stats', { signal })).data,
    refetchInterval: REFRESH_MS,
  });
  const open = data?.open ?? 0;
  if (open <= 0) return null;
  return <span className="nav-badge nav-badge--alert" aria-label={`${open} open`}>{open > 99 ? '99+' : open}</span>;
}
