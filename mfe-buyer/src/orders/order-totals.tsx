import { formatPrice } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { orderTotals } from './order-view.ts';

/** Items (not cancelled) + shipping = total (spec §9), with a note when the store cancelled some items. */
export function OrderTotals({ order }: { order: Pick<Order, 'items' | 'shippingFee' | 'partialCancellation'> }) {
  const totals = orderTotals(order);
  return (
    <div className="order-totals">
      <dl className="order-totals__rows">
        <div><dt>Items{totals.cancelledItems > 0 ? ' (not cancelled)' : ''}</dt><dd>{formatPrice(totals.itemsTotal)}</dd></div>
        <div><dt>Delivery</dt><dd>{totals.shippingFee === 0 ? 'Free' : formatPrice(totals.shippingFee)}</dd></div>
        <div className="order-totals__grand"><dt>Total</dt><dd>{formatPrice(totals.total)}</dd></div>
      </dl>
      {order.partialCancellation || totals.cancelledItems > 0 ? (
        <p className="notice notice--info order-totals__note">
          The store cancelled {totals.cancelledItems === 1 ? 'an item' : 'some items'} of this order. The total has been adjusted: cancelled items are not charged.
        </p>
      ) : null}
    </div>
  );
}
