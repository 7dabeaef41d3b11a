import { ErrorState, LoadingState, formatDateTime, formatPrice, shortOrderId, Link } from '@haat/web-kit';
import { useLatestOrders } from '../use-dashboard.ts';

/** The store's newest orders, each opening its detail page. */
export function LatestOrders({ storeId }: { storeId: string }) {
  const orders = useLatestOrders(storeId);
  let body;
  if (orders.isPending) body = <LoadingState label="Loading orders..." />;
  else if (orders.isError) body = <ErrorState message="Failed to load your latest orders." onRetry={() => void orders.refetch()} />;
  else if (orders.data.length === 0) body = <p className="small muted">No orders yet. New orders appear here as they come in.</p>;
  else {
    body = (
      <ul className="plain-list dashboard-list">
        {orders.data.map((order) => (
          <li key={order.id}>
            <Link to={`/dashboard/orders/${encodeURIComponent(order.id)}`} className="dashboard-order">
              <span className="dashboard-order__ref">#{shortOrderId(order.id)}</span>
              <span className="dashboard-order__who">{order.shippingAddress?.name ?? ''}<span className="small muted"> · {formatDateTime(order.createdAt)}</span></span>
              <span className={`badge status-badge--${order.status}`}>{order.status}</span>
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
        <h2 id="latest-orders-title" className="card__title">Latest orders</h2>
        <Link to="/manage-orders" className="small">All orders</Link>
      </div>
      {body}
    </section>
  );
}
