import { formatDateTime, formatPrice, shortOrderId, Link } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { cardAmountText, customerAreaOf, deliveryStatusOf, isCashOnDelivery, itemCountOf, itemCountText } from '../delivery-order.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { DeliveryStatusBadge } from './delivery-status-badge.tsx';

/** One delivery in a list: the whole card is the tap target that opens the order. */
export function DeliveryCard({ order, showDate = false }: { order: Order; showDate?: boolean }) {
  const t = useT(messages);
  const id = idOf(order);
  const status = deliveryStatusOf(order);
  const address = order.shippingAddress;
  const cancelled = order.status === 'Cancelled';
  const history = order.delivery?.historyOnly === true;
  return (
    <li>
      <Link to={`/delivery/orders/${encodeURIComponent(id)}`} className="card delivery-card">
        <span className="delivery-card__top">
          <span className="delivery-card__ref">#{shortOrderId(id)}</span>
          {cancelled ? <span className="badge status-badge--Cancelled">{t('common.orderCancelled')}</span> : status ? <DeliveryStatusBadge status={status} /> : null}
        </span>
        <span className="delivery-card__store">{order.storeId?.name || t('common.store')}</span>
        {/* A store the rider no longer delivers for: the order as history, without the customer or items. */}
        {history ? <span className="delivery-card__customer muted">{t('common.noLongerDeliver')}</span> : (
          <span className="delivery-card__customer">
            <strong>{address?.name || t('common.customer')}</strong>
            {customerAreaOf(address) ? <span className="muted"> · {customerAreaOf(address)}</span> : null}
          </span>
        )}
        <span className="delivery-card__bottom">
          <span className="muted">
            {[history ? null : itemCountText(itemCountOf(order), t), showDate && order.delivery?.assignedAt ? formatDateTime(order.delivery.assignedAt) : null].filter(Boolean).join(' · ')}
          </span>
          <strong className={isCashOnDelivery(order) && !cancelled ? 'delivery-card__cash' : 'delivery-card__paid'}>{cardAmountText(order, formatPrice, t)}</strong>
        </span>
      </Link>
    </li>
  );
}
