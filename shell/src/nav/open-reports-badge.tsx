import { api } from '@haat/web-kit';
import { asRecord, readNumber, replyData } from '@haat/contracts/reply-fields';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * The admin console's report figures: the same key as mfe-admin's overview (its use-reports.ts), so
 * a status change or action there refreshes this count at once, and both share one request. The
 * query keeps the reply's `data` as sent; each side reads from it what it shows.
 */
const REPORT_STATS_KEY = ['admin', 'reports', 'stats'] as const;
const REFRESH_MS = 60_000;

/** The superadmin's Reports link: how many reports are open (Pending or Reviewing); nothing when none or unknown. */
export function OpenReportsBadge() {
  const t = useT(messages);
  const { data } = useQuery({
    queryKey: REPORT_STATS_KEY,
    queryFn: async ({ signal }) => replyData(await api.get<unknown>('/reports/stats', { signal })),
    refetchInterval: REFRESH_MS,
  });
  const open = readNumber(asRecord(data)['open'], 0);
  if (open <= 0) return null;
  return <span className="nav-badge nav-badge--alert" aria-label={t('nav.openReports', { count: open })}>{open > 99 ? '99+' : open}</span>;
}
