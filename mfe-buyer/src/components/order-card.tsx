import { formatDateTime, formatPrice, shortOrderId } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { useId } from 'react';
import { orderIdOf } from '../api/orders-api.ts';
import { OrderStatus, paymentLabel, returnLabel } from './order-status.tsx';

/** Server total when sent, else the spec's formula: non-cancelled price × quantity + shipping. */
export function totalOf(order: Order): number {
  if (typeof order.totalPrice === 'number') return order.totalPrice;
  const items = order.items.filter((i) => !i.cancelled).reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0);
  return (items + Math.round((order.shippingFee ?? 0) * 100)) / 100;
}

/** One order in 'Your Orders': number, store, date, status, items, total. */
export function OrderCard({ order }: { order: Order }) {
  const titleId = useId();
  const returned = returnLabel(order);
  const payment = paymentLabel(order);
  return (
    <article className="order-card card" aria-labelledby={titleId}>
      <header className="order-card__header">
        <div>
          <h2 id={titleId} className="order-card__title">Order #{shortOrderId(orderIdOf(order))}</h2>
          <p className="muted">{order.storeId?.name ?? 'Store'} · {formatDateTime(order.createdAt)}</p>
        </div>
        <OrderStatus status={order.status} />
      </header>
      <ul className="order-card__items">
        {order.items.map((item) => (
          <li key={item.id ?? item._id} className={item.cancelled ? 'order-card__item--cancelled' : undefined}>
            <span>{item.name} × {item.quantity}{item.cancelled ? ' (cancelled)' : ''}</span>
            <span>{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <footer className="order-card__footer">
        <span className="order-card__badges">
          {payment ? <span className="badge badge--info">{payment}</span> : null}
          {returned ? <span className="badge badge--warning">{returned}</span> : null}
        </span>
        <strong>Total: {formatPrice(totalOf(order))}</strong>
      </footer>
    </article>
  );
}
