import { ErrorState, formatPrice, LoadingState, shortOrderId } from '@haat/web-kit';
import { useQueries } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { fetchOrder, orderIdOf } from '../api/orders-api.ts';
import { totalOf } from '../components/order-card.tsx';
import { paymentLabel } from '../components/order-status.tsx';
import '../styles/buyer.css';

/** After checkout: which orders were placed (one per store) and where to follow them. */
export function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const state = useLocation().state as { orderIds?: unknown } | null;
  const ids = Array.isArray(state?.orderIds) && state.orderIds.every((x) => typeof x === 'string') ? (state.orderIds as string[]) : [orderId];
  const orders = useQueries({
    queries: ids.map((id) => ({ queryKey: ['order', id], queryFn: ({ signal }: { signal: AbortSignal }) => fetchOrder(id, signal) })),
  });

  return (
    <section className="page page--narrow confirmation" aria-labelledby="confirmation-title">
      <div className="card confirmation__card">
        <p className="confirmation__icon" aria-hidden="true">✓</p>
        <h1 id="confirmation-title" className="page__title">Order placed successfully!</h1>
        <p className="muted">Thank you for shopping local. The store will confirm your order soon.</p>
        <ul className="confirmation__orders">
          {orders.map((q, i) => (
            <li key={ids[i]} className="confirmation__order">
              {q.isPending ? <LoadingState label="Loading order..." /> : null}
              {q.isError ? <ErrorState message="Failed to load order. Please try again." onRetry={() => void q.refetch()} /> : null}
              {q.data ? (
                <>
                  <strong>Order #{shortOrderId(orderIdOf(q.data))}</strong>
                  <span>{q.data.storeId?.name}</span>
                  <span>{formatPrice(totalOf(q.data))} · {paymentLabel(q.data)}</span>
                  <span className={`badge status-badge--${q.data.status}`}>{q.data.status}</span>
                </>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="confirmation__actions">
          <Link className="btn btn--primary" to="/orders">View Your Orders</Link>
          <Link className="btn btn--ghost" to="/stores">Continue Shopping</Link>
        </div>
      </div>
    </section>
  );
}
