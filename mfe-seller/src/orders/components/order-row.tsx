import { formatDateTime, formatPrice, shortOrderId } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { Link } from 'react-router';
import { orderTotalOf } from '../order-actions.ts';

const itemCount = (order: Order) => order.items.filter((item) => !item.cancelled).reduce((sum, item) => sum + item.quantity, 0);

/** One order of the list: a link to its detail page with the facts a seller scans for. */
export function OrderRow({ order }: { order: Order }) {
  const id = idOf(order);
  const address = order.shippingAddress;
  const count = itemCount(order);
  return (
    <li>
      <Link to={`/dashboard/orders/${encodeURIComponent(id)}`} className="order-row" aria-label={`Order #${shortOrderId(id)} from ${address?.name ?? 'a customer'}, ${order.status}`}>
        <span className="order-row__ref">#{shortOrderId(id)}</span>
        <span className="order-row__date muted">{formatDateTime(order.createdAt)}</span>
        <span className="order-row__customer">
          <strong>{address?.name ?? 'Customer'}</strong>
          {address?.phone ? <span className="muted"> · {address.phone}</span> : null}
        </span>
        <span className="order-row__items muted">{count === 0 ? 'No items left' : `${count} item${count === 1 ? '' : 's'}`} · {order.paymentMethod}</span>
        <span className="order-row__total">{formatPrice(orderTotalOf(order))}</span>
        <span className={`badge status-badge--${order.status} order-row__status`}>{order.status}</span>
      </Link>
    </li>
  );
}
