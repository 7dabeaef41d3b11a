import { describeError, formatDateTime, formatPrice, orderStatuses, shortOrderId, toast } from '@haat/web-kit';
import type { Order, OrderStatus } from '@haat/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { idOf, updateOrderStatus } from '../api/seller-api.ts';

function totalOf(order: Order): number {
  if (typeof order.totalPrice === 'number') return order.totalPrice;
  const items = order.items.filter((i) => !i.cancelled).reduce((s, i) => s + Math.round(i.price * 100) * i.quantity, 0);
  return (items + Math.round((order.shippingFee ?? 0) * 100)) / 100;
}

/** One order for the seller: customer, items, total, status and the 'Update Status' control. */
export function SellerOrderCard({ order, storeId }: { order: Order; storeId: string }) {
  const titleId = useId();
  const selectId = useId();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (next: OrderStatus) => updateOrderStatus(idOf(order), next),
    onSuccess: (updated) => {
      toast.success('Order status updated', `Order #${shortOrderId(idOf(updated))} is now ${updated.status}.`);
      queryClient.setQueryData<Order[]>(['store-orders', storeId], (orders) => orders?.map((o) => (idOf(o) === idOf(updated) ? updated : o)));
    },
    onError: (err) => toast.error('Could not update the status', describeError(err, 'Please try again.')),
  });

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
      <ul className="seller-order__items">
        {order.items.map((item) => (
          <li key={item.id ?? item._id} className={item.cancelled ? 'seller-order__item--cancelled' : undefined}>
            <span>{item.name} × {item.quantity}</span>
            <span>{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <footer className="seller-order__footer">
        <strong>Total: {formatPrice(totalOf(order))}</strong>
        <form className="seller-order__status" onSubmit={(e) => { e.preventDefault(); mutation.mutate(status); }}>
          <label className="visually-hidden" htmlFor={selectId}>Status</label>
          <select id={selectId} className="field__input" value={status} onChange={(e) => setStatus(e.target.value as OrderStatus)}>
            {orderStatuses.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
          <button type="submit" className="btn btn--primary btn--small" disabled={mutation.isPending || status === order.status}>
            {mutation.isPending ? 'Updating...' : 'Update Status'}
          </button>
        </form>
      </footer>
    </article>
  );
}
