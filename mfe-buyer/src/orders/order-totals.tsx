import { formatPrice } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { cancellationNote, orderTotals } from './order-view.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Items (not cancelled) + shipping = total (spec §9), with a note on cancelled items saying who cancelled them. */
export function OrderTotals({ order }: { order: Pick<Order, 'items' | 'shippingFee' | 'status'> }) {
  const t = useT(messages);
  const totals = orderTotals(order);
  const note = cancellationNote(order);
  return (
    <div className="order-totals">
      <dl className="order-totals__rows">
        <div><dt>{t(totals.cancelledItems > 0 ? 'orders.itemsNotCancelled' : 'orders.items')}</dt><dd>{formatPrice(totals.itemsTotal)}</dd></div>
        <div><dt>{t('orders.delivery')}</dt><dd>{totals.shippingFee === 0 ? t('orders.free') : formatPrice(totals.shippingFee)}</dd></div>
        <div className="order-totals__grand"><dt>{t('orders.totalLabel')}</dt><dd>{formatPrice(totals.total)}</dd></div>
      </dl>
      {note ? <p className="notice notice--info order-totals__note">{note}</p> : null}
    </div>
  );
}
