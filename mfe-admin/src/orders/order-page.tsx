import { orderItemLine } from '@haat/contracts/order-item-name';
import { idOf } from '@haat/contracts/reply-fields';
import { describeError, ErrorState, formatPrice, isApiError, LoadingState, shortOrderId } from '@haat/web-kit';
import { useParams } from 'react-router';
import { AdminPage } from '../common/admin-page.tsx';
import { ContactLines } from '../common/contact-lines.tsx';
import { StatusBadge } from '../common/status-badge.tsx';
import { TimeText } from '../common/time-text.tsx';
import { useOrder } from './orders-api.ts';

const BACK = { to: '/admin/grievances', label: 'Grievances' };

/**
 * /admin/orders/:orderId: one order as the admin team needs it to answer a complaint: its status and
 * money, its lines, the store, and the buyer's delivery contact. Read only: the store acts on its orders.
 */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const title = `Order #${shortOrderId(orderId)}`;
  if (order.isPending) return <AdminPage title={title} back={BACK}><LoadingState label="Loading the order..." /></AdminPage>;
  if (order.isError) {
    const gone = isApiError(order.error) && (order.error.status === 404 || order.error.status === 400);
    return (
      <AdminPage title={title} back={BACK}>
        <ErrorState message={gone ? 'Order not found' : describeError(order.error, 'Failed to load the order.')} onRetry={gone ? undefined : () => void order.refetch()} />
      </AdminPage>
    );
  }
  const o = order.data;
  const to = o.shippingAddress;
  return (
    <AdminPage title={<>{title} <StatusBadge tone={o.status === 'Cancelled' ? 'danger' : o.status === 'Delivered' ? 'success' : 'info'}>{o.status}</StatusBadge></>} tabTitle={title} subtitle={`From ${o.storeId.name}`} back={BACK}>
      <div className="admin-columns">
        <div className="admin-columns__main">
          <section className="admin-card" aria-labelledby="order-items-title">
            <h2 id="order-items-title" className="admin-card__title">Items</h2>
            <ul className="admin-lines">
              {o.items.map((item) => (
                <li key={idOf(item)}>
                  <span>{item.cancelled ? <s>{orderItemLine(item)}</s> : orderItemLine(item)}{item.cancelled ? <span className="muted small"> (Cancelled)</span> : null}</span>
                  <span>{formatPrice(item.price * item.quantity)}</span>
                </li>
              ))}
              <li><span>Shipping</span><span>{formatPrice(o.shippingFee)}</span></li>
              <li className="admin-lines__total"><span>Total</span><span>{formatPrice(o.totalPrice)}</span></li>
            </ul>
          </section>
          <section className="admin-card" aria-labelledby="order-facts-title">
            <h2 id="order-facts-title" className="admin-card__title">Order</h2>
            <dl className="admin-facts">
              <div><dt>Placed</dt><dd><TimeText value={o.createdAt} /></dd></div>
              <div><dt>Payment</dt><dd>{o.paymentMethod}{o.isPaid ? ' · paid' : ''}</dd></div>
              <div><dt>Store</dt><dd>{o.storeId.name}<span className="admin-cell-sub">{o.storeId.address}</span></dd></div>
              <div><dt>Delivery</dt><dd>{o.delivery ? `${o.delivery.status} · ${o.delivery.partnerName}` : 'No delivery partner'}</dd></div>
              {o.returnRequest.isRequested ? <div><dt>Return</dt><dd>{o.returnRequest.status}{o.returnRequest.reason ? `: ${o.returnRequest.reason}` : ''}</dd></div> : null}
            </dl>
          </section>
        </div>
        <div className="admin-columns__side">
          <section className="admin-card" aria-labelledby="order-buyer-title">
            <h2 id="order-buyer-title" className="admin-card__title">Deliver to</h2>
            <dl className="admin-facts">
              <div><dt>Name</dt><dd>{to.name}</dd></div>
              <div><dt>Address</dt><dd>{to.address}, {to.city} {to.postalCode}</dd></div>
              <ContactLines email={to.email} phone={to.phone} />
            </dl>
          </section>
        </div>
      </div>
    </AdminPage>
  );
}
