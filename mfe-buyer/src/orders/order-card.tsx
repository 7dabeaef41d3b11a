import { formatDateTime, formatPrice, shortOrderId, Link } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { orderItemName } from '@haat/contracts/order-item-name';
import { useId } from 'react';
import { orderIdOf, orderTotals } from './order-view.ts';
import { OrderBadges, OrderStatus } from './order-status.tsx';
import { deliveryCardLine } from './delivery-view.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** One order in 'Your Orders': number (to the order page), store, date, status, its delivery, items, badges, total. */
export function OrderCard({ order }: { order: Order }) {
  const t = useT(messages);
  const titleId = useId();
  const id = orderIdOf(order);
  const delivery = deliveryCardLine(order.delivery);
  return (
    <article className="order-card card" aria-labelledby={titleId}>
      <header className="order-card__header">
        <div>
          <h2 id={titleId} className="order-card__title">
            <Link to={`/orders/${encodeURIComponent(id)}`}>{t('orders.orderNumber', { id: shortOrderId(id) })}</Link>
          </h2>
          <p className="muted">{order.storeId?.name ?? t('orders.store')} · {formatDateTime(order.createdAt)}</p>
        </div>
        <OrderStatus status={order.status} />
      </header>
      {delivery ? <p className="order-card__delivery">{delivery}</p> : null}
      <ul className="order-card__items">
        {(order.items ?? []).map((item) => (
          <li key={item.id ?? item._id} className={item.cancelled ? 'order-card__item--cancelled' : undefined}>
            <span>{item.cancelled ? t('orders.itemCancelled', { name: orderItemName(item), quantity: item.quantity }) : `${orderItemName(item)} × ${item.quantity}`}</span>
            <span>{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <footer className="order-card__footer">
        <OrderBadges order={order} />
        <span className="order-card__actions">
          <strong>{t('orders.total', { amount: formatPrice(orderTotals(order).total) })}</strong>
          <Link className="btn btn--secondary btn--small" to={`/orders/${encodeURIComponent(id)}`} aria-label={t('orders.viewDetailsOf', { id: shortOrderId(id) })}>{t('orders.viewDetails')}</Link>
        </span>
      </footer>
    </article>
  );
}
