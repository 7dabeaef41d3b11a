import { describeError, formatDateTime, formatPrice, orderStatuses, shortOrderId, toast } from '@haat/web-kit';
import type { Order, OrderStatus } from '@haat/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { idOf } from '@haat/contracts/reply-fields';
import { updateOrderStatus } from '../common/seller-api.ts';
import { isFinalStatus, orderTotalOf } from './orders/order-actions.ts';
import { OrderItems } from './orders/order-items.tsx';
import { ReturnRequestPanel } from './orders/return-request-panel.tsx';
import { UpiPaymentPanel } from './orders/upi-payment-panel.tsx';
import { useOrderRefresh } from './orders/use-order-refresh.ts';
import './orders/orders.css';

/**
 * One order for the seller: customer, items (with cancelling), total, UPI payment details and
 * verification, the return request and its decision, and the 'Update Status' control. Every
 * action shows its notice and reloads the store's orders.
 */
export function SellerOrderCard({ order, storeId }: { order: Order; storeId: string }) {
  const titleId = useId();
  const selectId = useId();
  const refresh = useOrderRefresh(storeId);
  const [status, setStatus] = useState<OrderStatus>(order.status);
  // The order changed underneath (a refresh, a cancellation of every line): the picker follows.
  const [shownStatus, setShownStatus] = useState<OrderStatus>(order.status);
  if (shownStatus !== order.status) {
    setShownStatus(order.status);
    setStatus(order.status);
  }
  const mutation = useMutation({
    mutationFn: (next: OrderStatus) => updateOrderStatus(idOf(order), next),
    onSuccess: (updated) => {
      toast.success('Order status updated', `Order #${shortOrderId(idOf(updated))} is now ${updated.status}.`);
      refresh(updated);
    },
    onError: (err) => {
      toast.error('Could not update the status', describeError(err, 'Please try again.'));
      refresh();
    },
  });

  // Delivered and Cancelled are final on the server; returns exist for a delivered order.
  const final = isFinalStatus(order.status);
  const address = order.shippingAddress;
  return (
    <article className="card seller-order" aria-labelledby={titleId}>
      <header className="seller-order__header">
        <div>
          <h3 id={titleId} className="seller-order__title">Order #{shortOrderId(idOf(order))}</h3>
          <p className="muted">{formatDateTime(order.createdAt)} · {order.paymentMethod}</p>
        </div>
        <span className={`badge status-badge--${order.status}`}>{order.status}</span>
      </header>
      <p className="seller-order__customer">
        <strong>{address?.name ?? 'Customer'}</strong>
        {address?.phone ? <> · <a href={`tel:${address.phone}`}>{address.phone}</a></> : null}
        {address ? <span className="muted"> · {address.address}, {address.city} {address.postalCode}</span> : null}
      </p>
      <OrderItems order={order} onUpdated={refresh} />
      <UpiPaymentPanel order={order} onUpdated={refresh} />
      <ReturnRequestPanel order={order} onUpdated={refresh} />
      <footer className="seller-order__footer">
        <strong>Total: {formatPrice(orderTotalOf(order))}</strong>
        <form className="seller-order__status" onSubmit={(e) => { e.preventDefault(); mutation.mutate(status); }}>
          <label className="visually-hidden" htmlFor={selectId}>Status</label>
          <select
            id={selectId}
            className="field__input"
            value={status}
            disabled={final}
            aria-describedby={final ? `${selectId}-final` : undefined}
            onChange={(e) => setStatus(e.target.value as OrderStatus)}
          >
            {orderStatuses.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
          <button type="submit" className="btn btn--primary btn--small" disabled={final || mutation.isPending || status === order.status}>
            {mutation.isPending ? 'Updating...' : 'Update Status'}
          </button>
          {final ? <span id={`${selectId}-final`} className="muted seller-order__final">This order is {order.status.toLowerCase()}; its status is final.</span> : null}
        </form>
      </footer>
    </article>
  );
}
