import { formatPrice } from '@haat/web-kit';
import type { StoreDashboardStats } from '@haat/contracts';

/** Today's and this month's orders and revenue (days and months in India). */
export function SalesSummary({ stats }: { stats: StoreDashboardStats }) {
  const tiles = [
    { label: "Today's orders", value: String(stats.todayOrders) },
    { label: "Today's revenue", value: formatPrice(stats.todayRevenue) },
    { label: 'Orders this month', value: String(stats.monthOrders) },
    { label: 'Revenue this month', value: formatPrice(stats.monthRevenue) },
  ];
  return (
    <section className="dashboard-tiles" aria-label="Sales">
      {tiles.map((tile) => (
        <div key={tile.label} className="card dashboard-tile">
          <p className="dashboard-tile__label">{tile.label}</p>
          <p className="dashboard-tile__value">{tile.value}</p>
        </div>
      ))}
    </section>
  );
}
