import { Link, withTags } from '@haat/web-kit';
import type { StoreDashboardStats } from '@haat/contracts';
import { ORDER_STATUS_LABEL } from '../../orders/order-statuses.ts';
import orderMessages from '../../orders/messages.json';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** The count's noun, for screen readers only ('3' is seen, '3 orders' heard). */
const HIDDEN_TAG = { hidden: (text: string) => <span className="visually-hidden">{text}</span> };

/** Orders that still need the seller, per status, each a link to the filtered order list. */
export function WaitingOrders({ stats }: { stats: StoreDashboardStats }) {
  const t = useT(messages);
  const status = useT(orderMessages);
  const rows = [
    { key: 'Processing', label: status(ORDER_STATUS_LABEL.Processing), count: stats.statusCounts.Processing, to: '/manage-orders?status=Processing' },
    { key: 'Confirmed', label: status(ORDER_STATUS_LABEL.Confirmed), count: stats.statusCounts.Confirmed, to: '/manage-orders?status=Confirmed' },
    { key: 'Shipped', label: status(ORDER_STATUS_LABEL.Shipped), count: stats.statusCounts.Shipped, to: '/manage-orders?status=Shipped' },
    // Returns are asked of delivered orders; the list has no returns filter yet, so Delivered is the nearest.
    { key: 'returns', label: t('dashboard.pendingReturns'), count: stats.pendingReturns, to: '/manage-orders?status=Delivered' },
  ];
  return (
    <section className="card dashboard-card" aria-labelledby="waiting-orders-title">
      <h2 id="waiting-orders-title" className="card__title">{t('dashboard.ordersWaiting')}</h2>
      <ul className="plain-list dashboard-waiting">
        {rows.map((row) => (
          <li key={row.key}>
            <Link to={row.to} className="dashboard-waiting__link">
              <span>{row.label}</span>
              <span className={`badge ${row.count > 0 ? 'badge--warning' : ''}`}>{withTags(t('dashboard.waitingCount', { count: row.count }), HIDDEN_TAG)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="small muted">{t('dashboard.ordersSummary', { total: stats.totalOrders, delivered: stats.statusCounts.Delivered, cancelled: stats.statusCounts.Cancelled })}</p>
    </section>
  );
}
