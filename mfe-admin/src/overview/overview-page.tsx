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
import { reportStatusText } from '../common/labels.ts';
import commonMessages from '../common/messages.json';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import './overview.css';

/** The overview's words: the console's shared ones (report statuses) and its own. */
const overviewMessages = { ...commonMessages, ...messages };

/** What the report types are called in the overview's count by type; the server's keys. */
const TYPE_LABELS: Record<string, keyof typeof messages> = { store: 'overview.typeStores', broadcast: 'overview.typeOffers', review: 'overview.typeReviews' };

const n = (value: number) => value.toLocaleString('en-IN');
/** Each figure is read again every minute while the overview is open. */
const REFRESH = { refetchInterval: 60_000 } as const;

/** /admin: the console's front page: what waits (reports, verifications, grievances) and the marketplace's size, each linking to its page. */
export function OverviewPage() {
  const t = useT(overviewMessages);
  const now = useNow();
  const reports = useReportStats();
  const verifications = useQuery({ queryKey: ['admin', 'verifications', 'summary'], queryFn: ({ signal }) => fetchVerificationSummary(signal), ...REFRESH });
  const users = useQuery({ queryKey: ['admin', 'users', 'count'], queryFn: ({ signal }) => fetchUserCount(signal), ...REFRESH });
  const stores = useQuery({ queryKey: ['admin', 'stores', 'count'], queryFn: ({ signal }) => fetchStoreCount(signal), ...REFRESH });
  const orders = useQuery({ queryKey: ['admin', 'orders', 'stats'], queryFn: ({ signal }) => fetchOrderStats(signal), ...REFRESH });
  const grievances = useQuery({ queryKey: ['admin', 'grievances', 'overdue-count'], queryFn: ({ signal }) => fetchOverdueGrievanceCount(signal), ...REFRESH });

  const summary = verifications.data;
  const oldest = summary ? oldestWait(summary.oldestSubmittedAt, now, t) : null;
  const open = reports.data?.open ?? 0;

  return (
    <AdminPage title={t('overview.title')} subtitle={t('overview.subtitle')}>
      <div className="admin-tiles">
        <StatTile
          label={t('overview.openReports')} to="/admin/reports?status=Pending" pending={reports.isPending} failed={reports.isError}
          value={n(open)}
          hint={reports.data ? (open > 0
            ? (reports.data.oldestOpenAt
              ? t('overview.openHintOldest', { pending: n(reports.data.byStatus.Pending), reviewing: n(reports.data.byStatus.Reviewing), age: ageText(reports.data.oldestOpenAt, now, t) })
              : t('overview.openHint', { pending: n(reports.data.byStatus.Pending), reviewing: n(reports.data.byStatus.Reviewing) }))
            : t('overview.nothingWaiting')) : null}
        />
        <StatTile
          label={t('overview.verificationsWaiting')} to="/admin/verifications" pending={verifications.isPending} failed={verifications.isError} alert={(summary?.overdue ?? 0) > 0}
          value={summary ? n(summary.waiting) : ''}
          hint={summary ? (summary.overdue > 0 ? t('overview.pastDay', { count: summary.overdue }) : t('overview.allWithinDay')) : null}
        />
        <StatTile
          label={t('overview.oldestWait')} to="/admin/verifications" pending={verifications.isPending} failed={verifications.isError} alert={oldest?.overdue ?? false}
          value={oldest ? oldest.text : t('overview.none')}
          hint={t(oldest ? (oldest.overdue ? 'overview.pastPromise' : 'overview.withinPromise') : 'overview.noSellerWaiting')}
        />
        <StatTile
          label={t('overview.grievancesOverdue')} to="/admin/grievances?overdue=true" pending={grievances.isPending} failed={grievances.isError} alert={(grievances.data ?? 0) > 0}
          value={grievances.data === undefined ? '' : n(grievances.data)}
          hint={t('overview.clocks')}
        />
        <StatTile label={t('overview.users')} to="/admin/users" pending={users.isPending} failed={users.isError} value={users.data === undefined ? '' : n(users.data)} hint={t('overview.everyAccount')} />
        <StatTile label={t('overview.stores')} to="/admin/stores" pending={stores.isPending} failed={stores.isError} value={stores.data === undefined ? '' : n(stores.data)} hint={t('overview.openAndClosed')} />
        <StatTile
          label={t('overview.ordersToday')} pending={orders.isPending} failed={orders.isError}
          value={orders.data ? n(orders.data.ordersToday) : ''}
          hint={orders.data ? t('overview.ordersHint', { week: n(orders.data.ordersLast7Days), total: n(orders.data.ordersTotal) }) : null}
        />
      </div>

      <div className="overview-lower admin-section">
        {reports.data ? <ReportsChart days={reports.data.last7Days} today={indiaDayKey(now)} /> : null}
        {reports.data ? (
          <section className="admin-card" aria-labelledby="overview-by-type">
            <h2 id="overview-by-type" className="admin-card__title">{t('overview.byStatus')}</h2>
            <dl className="admin-facts">
              {Object.entries(reports.data.byStatus).map(([status, count]) => (
                <div key={status}><dt>{reportStatusText(status, t)}</dt><dd><Link to={`/admin/reports?status=${status}`}>{n(count)}</Link></dd></div>
              ))}
            </dl>
            <h3 className="admin-subtitle">{t('overview.byType')}</h3>
            <dl className="admin-facts">
              {Object.entries(reports.data.byType).map(([type, count]) => (
                <div key={type}><dt>{TYPE_LABELS[type] ? t(TYPE_LABELS[type]) : type}</dt><dd><Link to={`/admin/reports?type=${type}`}>{n(count)}</Link></dd></div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
    </AdminPage>
  );
}
