import { ErrorState, LoadingState, formatDateTime, formatPrice, shortOrderId, Link } from '@haat/web-kit';
import { useLatestOrders } from '../use-dashboard.ts';
import { ORDER_STATUS_LABEL } from '../../orders/order-statuses.ts';
import orderMessages from '../../orders/messages.json';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** The store's newest orders, each opening its detail page. */
export function LatestOrders({ storeId }: { storeId: string }) {
  const t = useT(messages);
  const status = useT(orderMessages);
  const orders = useLatestOrders(storeId);
  let body;
  if (orders.isPending) body = <LoadingState label={t('dashboard.loadingOrders')} />;
  else if (orders.isError) body = <ErrorState message={t('dashboard.latestFailed')} onRetry={() => void orders.refetch()} />;
  else if (orders.data.length === 0) body = <p className="small muted">{t('dashboard.noOrders')}</p>;
  else {
    body = (
      <ul className="plain-list dashboard-list">
        {orders.data.map((order) => (
          <li key={order.id}>
            <Link to={`/dashboard/orders/${encodeURIComponent(order.id)}`} className="dashboard-order">
              <span className="dashboard-order__ref">#{shortOrderId(order.id)}</span>
              <span className="dashboard-order__who">{order.shippingAddress?.name ?? ''}<span className="small muted"> · {formatDateTime(order.createdAt)}</span></span>
              <span className={`badge status-badge--${order.status}`}>{status(ORDER_STATUS_LABEL[order.status])}</span>
              <span className="dashboard-order__total">{formatPrice(order.totalPrice)}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="card dashboard-card dashboard-card--wide" aria-labelledby="latest-orders-title">
      <div className="dashboard-card__head">
        <h2 id="latest-orders-title" className="card__title">{t('dashboard.latestTitle')}</h2>
        <Link to="/manage-orders" className="small">{t('dashboard.allOrders')}</Link>
      </div>
      {body}
    </section>
  );
}
