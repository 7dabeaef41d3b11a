import { formatDate, formatDateTime } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { estimateDelivery } from './delivery-estimate.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Order date + the store's local delivery time (spec §9), while the order is on its way. */
export function EstimatedDelivery({ order }: { order: Pick<Order, 'createdAt' | 'status' | 'storeId'> }) {
  const t = useT(messages);
  if (order.status === 'Delivered' || order.status === 'Cancelled') return null;
  const estimate = estimateDelivery(order.createdAt, order.storeId?.deliveryOptions?.estimatedLocalDeliveryTime);
  if (!estimate) return null;
  return (
    <p className="order-delivery">
      <span className="muted small">{t('orders.estimatedDelivery')}</span>
      <span className="order-delivery__date">{estimate.unit === 'hours' ? formatDateTime(estimate.date) : formatDate(estimate.date)}</span>
      <span className="muted small">{t('orders.within', { time: estimate.label })}</span>
    </p>
  );
}

