import { formatDateTime, formatPrice, shortOrderId, Link } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { orderTotalOf } from '../order-actions.ts';
import { deliveryLine, deliveryTone, type PartnerOption } from '../order-delivery.ts';
import { useOrderRefresh } from '../use-orders.ts';
import { AssignPartnerControl } from './assign-partner-control.tsx';
import { ORDER_STATUS_LABEL, PAYMENT_METHOD_LABEL } from '../order-statuses.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

const itemCount = (order: Order) => order.items.filter((item) => !item.cancelled).reduce((sum, item) => sum + item.quantity, 0);

/**
 * One order of the list: a link to its detail page with the facts a seller scans for, its delivery
 * line, and (`assignTo`, open orders without a delivery) a compact assign control beside the link.
 */
export function OrderRow({ order, assignTo = null }: { order: Order; assignTo?: PartnerOption[] | null }) {
  const t = useT(messages);
  const id = idOf(order);
  const address = order.shippingAddress;
  const count = itemCount(order);
  const delivery = deliveryLine(order);
  return (
    <li className="order-rows__item">
      {/* Named by what it shows (ref, date, customer, items, total, status), so the name holds every visible word. */}
      <Link to={`/dashboard/orders/${encodeURIComponent(id)}`} className="order-row">
        <span className="order-row__ref">#{shortOrderId(id)}</span>
        <span className="order-row__date muted">{formatDateTime(order.createdAt)}</span>
        <span className="order-row__customer">
          <strong>{address?.name ?? t('orders.customer')}</strong>
          {address?.phone ? <span className="muted"> · {address.phone}</span> : null}
        </span>
        <span className="order-row__items muted">{count === 0 ? t('orders.noItemsLeft') : t('orders.itemCount', { count })} · {t(PAYMENT_METHOD_LABEL[order.paymentMethod])}</span>
        <span className="order-row__total">{formatPrice(orderTotalOf(order))}</span>
        <span className={`badge status-badge--${order.status} order-row__status`}>{t(ORDER_STATUS_LABEL[order.status])}</span>
        {delivery && order.delivery ? (
          <span className="order-row__delivery small">
            <span className={`seller-delivery-dot seller-delivery-dot--${deliveryTone(order.delivery.status)}`} aria-hidden="true" />
            {delivery}
          </span>
        ) : null}
      </Link>
      {assignTo && assignTo.length > 0 ? <RowAssign orderId={id} options={assignTo} /> : null}
    </li>
  );
}

function RowAssign({ orderId, options }: { orderId: string; options: PartnerOption[] }) {
  const refresh = useOrderRefresh(orderId);
  return <AssignPartnerControl orderId={orderId} options={options} verb="Assign" compact onUpdated={refresh} />;
}
