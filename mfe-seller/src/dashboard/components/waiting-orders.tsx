import { nounFor, Link } from '@haat/web-kit';
import type { StoreDashboardStats } from '@haat/contracts';

/** Orders that still need the seller, per status, each a link to the filtered order list. */
export function WaitingOrders({ stats }: { stats: StoreDashboardStats }) {
  const rows = [
    { label: 'Processing', count: stats.statusCounts.Processing, to: '/manage-orders?status=Processing' },
    { label: 'Confirmed', count: stats.statusCounts.Confirmed, to: '/manage-orders?status=Confirmed' },
    { label: 'Shipped', count: stats.statusCounts.Shipped, to: '/manage-orders?status=Shipped' },
    // Returns are asked of delivered orders; the list has no returns filter yet, so Delivered is the nearest.
    { label: 'Pending returns', count: stats.pendingReturns, to: '/manage-orders?status=Delivered' },
  ];
  return (
    <section className="card dashboard-card" aria-labelledby="waiting-orders-title">
      <h2 id="waiting-orders-title" className="card__title">Orders waiting</h2>
      <ul className="plain-list dashboard-waiting">
        {rows.map((row) => (
          <li key={row.label}>
            <Link to={row.to} className="dashboard-waiting__link">
              <span>{row.label}</span>
              <span className={`badge ${row.count > 0 ? 'badge--warning' : ''}`}>{row.count}<span className="visually-hidden"> {nounFor(row.count, 'order')}</span></span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="small muted">{stats.totalOrders} orders in all · {stats.statusCounts.Delivered} delivered · {stats.statusCounts.Cancelled} cancelled</p>
    </section>
  );
}
