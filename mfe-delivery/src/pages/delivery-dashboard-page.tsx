import { EmptyState, ErrorState, formatDateTime, formatPrice, LoadingState, shortOrderId, useSession } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { idOf } from '@haat/contracts/reply-fields';
import { fetchAssignedOrders } from '../api/delivery-api.ts';
import '../styles/delivery.css';

function AssignedOrder({ order }: { order: Order }) {
  const titleId = useId();
  const a = order.shippingAddress;
  const total = typeof order.totalPrice === 'number' ? order.totalPrice : 0;
  return (
    <article className="card delivery-order" aria-labelledby={titleId}>
      <header className="delivery-order__header">
        <h2 id={titleId} className="delivery-order__title">Order #{shortOrderId(idOf(order))}</h2>
        <span className={`badge status-badge--${order.status}`}>{order.status}</span>
      </header>
      <p className="muted">{order.storeId?.name ?? 'Store'}{order.storeId?.address ? ` · ${order.storeId.address}` : ''} · {formatDateTime(order.createdAt)}</p>
      {a ? (
        <p className="delivery-order__address">
          <strong>{a.name}</strong>{a.phone ? <> · <a href={`tel:${a.phone}`}>{a.phone}</a></> : null}<br />
          {a.address}, {a.city} {a.postalCode}
        </p>
      ) : null}
      <p className="delivery-order__footer">
        <span>{order.items.filter((i) => !i.cancelled).reduce((n, i) => n + i.quantity, 0)} items</span>
        <strong>{order.paymentMethod === 'Cash on Delivery' ? `Collect ${formatPrice(total)}` : formatPrice(total)}</strong>
      </p>
    </article>
  );
}

/** /delivery/dashboard: the partner's assigned orders, refreshed every 30 s. */
export function DeliveryDashboardPage() {
  const { user } = useSession();
  const orders = useQuery({ queryKey: ['delivery-orders'], queryFn: ({ signal }) => fetchAssignedOrders(signal), refetchInterval: 30_000 });
  return (
    <section className="page" aria-labelledby="delivery-title">
      <div className="page__header">
        <div>
          <h1 id="delivery-title" className="page__title">Delivery Dashboard</h1>
          <p className="page__subtitle">Hello{user ? `, ${user.name}` : ''}. Here are the orders assigned to you.</p>
        </div>
      </div>
      {orders.isPending ? <LoadingState label="Loading assigned orders..." /> : null}
      {orders.isError ? <ErrorState message="Failed to load your orders. Please try again." onRetry={() => void orders.refetch()} /> : null}
      {orders.isSuccess && orders.data.length === 0 ? <EmptyState title="No orders assigned yet">New deliveries appear here as soon as a store assigns them to you.</EmptyState> : null}
      {orders.isSuccess && orders.data.length > 0 ? <div className="delivery-orders">{orders.data.map((o) => <AssignedOrder key={idOf(o)} order={o} />)}</div> : null}
    </section>
  );
}
