import { formatPrice } from '@haat/web-kit';
import type { StoreDashboardStats } from '@haat/contracts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** Today's and this month's orders and revenue (days and months in India). */
export function SalesSummary({ stats }: { stats: StoreDashboardStats }) {
  const t = useT(messages);
  const tiles = [
    { label: t('dashboard.todayOrders'), value: String(stats.todayOrders) },
    { label: t('dashboard.todayRevenue'), value: formatPrice(stats.todayRevenue) },
    { label: t('dashboard.monthOrders'), value: String(stats.monthOrders) },
    { label: t('dashboard.monthRevenue'), value: formatPrice(stats.monthRevenue) },
  ];
  return (
    <section className="dashboard-tiles" aria-label={t('dashboard.salesLabel')}>
      {tiles.map((tile) => (
        <div key={tile.label} className="card dashboard-tile">
          <p className="dashboard-tile__label">{tile.label}</p>
          <p className="dashboard-tile__value">{tile.value}</p>
        </div>
      ))}
    </section>
  );
}
