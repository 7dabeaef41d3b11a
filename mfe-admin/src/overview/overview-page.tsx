import { useQuery } from '@tanstack/react-query';
import { Link } from '@haat/web-kit';
import { indiaDayKey } from '@haat/contracts/india-time';
import { AdminPage } from '../common/admin-page.tsx';
import { ageText } from '../common/duration-text.ts';
import { useNow } from '../common/use-now.ts';
import { useReportStats } from '../reports/use-reports.ts';
import { oldestWait } from '../verifications/verification-wait.ts';
import { ReportsChart } from './components/reports-chart.tsx';
import { StatTile } from './components/stat-tile.tsx';
import { fetchOrderStats, fetchOverdueGrievanceCount, fetchStoreCount, fetchUserCount, fetchVerificationSummary } from './overview-api.ts';
import './overview.css';

const n = (value: number) => value.toLocaleString('en-IN');
/** Each figure is read again every minute while the overview is open. */
const REFRESH = { refetchInterval: 60_000 } as const;

/** /admin: the console's front page: what waits (reports, verifications, grievances) and the marketplace's size, each linking to its page. */
export function OverviewPage() {
  const now = useNow();
  const reports = useReportStats();
  const verifications = useQuery({ queryKey: ['admin', 'verifications', 'summary'], queryFn: ({ signal }) => fetchVerificationSummary(signal), ...REFRESH });
  const users = useQuery({ queryKey: ['admin', 'users', 'count'], queryFn: ({ signal }) => fetchUserCount(signal), ...REFRESH });
  const stores = useQuery({ queryKey: ['admin', 'stores', 'count'], queryFn: ({ signal }) => fetchStoreCount(signal), ...REFRESH });
  const orders = useQuery({ queryKey: ['admin', 'orders', 'stats'], queryFn: ({ signal }) => fetchOrderStats(signal), ...REFRESH });
  const grievances = useQuery({ queryKey: ['admin', 'grievances', 'overdue-count'], queryFn: ({ signal }) => fetchOverdueGrievanceCount(signal), ...REFRESH });

  const summary = verifications.data;
  const oldest = summary ? oldestWait(summary.oldestSubmittedAt, now) : null;
  const open = reports.data?.open ?? 0;

  return (
    <AdminPage title="Overview" subtitle="What is waiting for the admin team, and the marketplace at a glance. Times are India time.">
      <div className="admin-tiles">
        <StatTile
          label="Open reports" to="/admin/reports?status=Pending" pending={reports.isPending} failed={reports.isError}
          value={n(open)}
          hint={reports.data ? (open > 0
            ? `${n(reports.data.byStatus.Pending)} pending · ${n(reports.data.byStatus.Reviewing)} in review${reports.data.oldestOpenAt ? ` · oldest ${ageText(reports.data.oldestOpenAt, now)}` : ''}`
            : 'Nothing waiting') : null}
        />
        <StatTile
          label="Verifications waiting" to="/admin/verifications" pending={verifications.isPending} failed={verifications.isError} alert={(summary?.overdue ?? 0) > 0}
          value={summary ? n(summary.waiting) : ''}
          hint={summary ? (summary.overdue > 0 ? `${summary.overdue} past 24 hours` : 'All within 24 hours') : null}
        />
        <StatTile
          label="Oldest wait" to="/admin/verifications" pending={verifications.isPending} failed={verifications.isError} alert={oldest?.overdue ?? false}
          value={oldest ? oldest.text : 'None'}
          hint={oldest ? `Verification, ${oldest.overdue ? 'past' : 'within'} the 24-hour promise` : 'No seller is waiting'}
        />
        <StatTile
          label="Grievances overdue" to="/admin/grievances?overdue=true" pending={grievances.isPending} failed={grievances.isError} alert={(grievances.data ?? 0) > 0}
          value={grievances.data === undefined ? '' : n(grievances.data)}
          hint="48-hour and 30-day clocks"
        />
        <StatTile label="Users" to="/admin/users" pending={users.isPending} failed={users.isError} value={users.data === undefined ? '' : n(users.data)} hint="Every account" />
        <StatTile label="Stores" to="/admin/stores" pending={stores.isPending} failed={stores.isError} value={stores.data === undefined ? '' : n(stores.data)} hint="Open and closed" />
        <StatTile
          label="Orders today" pending={orders.isPending} failed={orders.isError}
          value={orders.data ? n(orders.data.ordersToday) : ''}
          hint={orders.data ? `${n(orders.data.ordersLast7Days)} in 7 days · ${n(orders.data.ordersTotal)} in all` : null}
        />
      </div>

      <div className="overview-lower admin-section">
        {reports.data ? <ReportsChart days={reports.data.last7Days} today={indiaDayKey(now)} /> : null}
        {reports.data ? (
          <section className="admin-card" aria-labelledby="overview-by-type">
            <h2 id="overview-by-type" className="admin-card__title">Reports by status</h2>
            <dl className="admin-facts">
              {Object.entries(reports.data.byStatus).map(([status, count]) => (
                <div key={status}><dt>{status}</dt><dd><Link to={`/admin/reports?status=${status}`}>{n(count)}</Link></dd></div>
              ))}
            </dl>
            <h3 className="admin-subtitle">By type</h3>
            <dl className="admin-facts">
              {Object.entries(reports.data.byType).map(([type, count]) => (
                <div key={type}><dt>{type === 'broadcast' ? 'Offers' : `${type[0]!.toUpperCase()}${type.slice(1)}s`}</dt><dd><Link to={`/admin/reports?type=${type}`}>{n(count)}</Link></dd></div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
    </AdminPage>
  );
}
