import { ErrorState, formatDateTime, shortOrderId, useDocumentTitle, Link } from '@haat/web-kit';
import { PrivateImageLink } from '@haat/web-kit/forms';
import type { Order } from '@haat/contracts';
import { useParams } from 'react-router';
import { OrderItems } from './order-items.tsx';
import { OrderTotals } from './order-totals.tsx';
import { ReturnRequest } from './return-request.tsx';
import { OrderComplaint } from '../grievances/order-complaint.tsx';
import { OrderStatus } from './order-status.tsx';
import { EstimatedDelivery } from './estimated-delivery.tsx';
import { DeliveryTracking } from './delivery-tracking.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { CancelOrder } from './cancel-order.tsx';
import { ReorderButton } from './reorder-button.tsx';
import { StoreContact } from './store-contact.tsx';
import { OrderPageSkeleton } from './order-page-skeleton.tsx';
import { useLiveOrderUpdates, useOrder } from './use-order.ts';
import { paymentBadge } from './order-view.ts';
import { ORDER_LOAD_FAILED_TEXT, ORDER_NOT_FOUND_TEXT } from './order-texts.ts';
import { isOrderMissing } from './orders-api.ts';
import '../common/buyer.css';
import './orders.css';

function PaymentDetails({ order }: { order: Order }) {
  const upi = order.paymentMethod === 'UPI Payment' ? order.upiPayment : null;
  const badge = paymentBadge(order);
  return (
    <section className="card order-section" aria-labelledby="payment-title">
      <h2 id="payment-title" className="card__title">Payment</h2>
      <p className="order-payment">{order.paymentMethod} {badge ? <span className={`badge badge--${badge.tone}`}>{badge.label}</span> : null}</p>
      {upi ? (
        <dl className="details">
          <div><dt>Transaction ID</dt><dd>{upi.transactionId || '—'}</dd></div>
          {upi.verifiedAt ? <div><dt>Verified</dt><dd>{formatDateTime(upi.verifiedAt)}</dd></div> : null}
          {upi.screenshotImage ? <div><dt>Screenshot</dt><dd><PrivateImageLink src={upi.screenshotImage} alt="Your UPI payment screenshot" label="View payment screenshot" /></dd></div> : null}
        </dl>
      ) : null}
    </section>
  );
}

function OrderDetails({ order, orderId }: { order: Order; orderId: string }) {
  const store = order.storeId;
  const address = order.shippingAddress;
  return (
    <>
      <header className="card order-page__header">
        <div>
          <h1 id="order-title" className="page__title">Order #{shortOrderId(orderId)}</h1>
          <p className="muted">
            Placed {formatDateTime(order.createdAt)}
            {store?.name ? <> with <Link to={`/stores/${encodeURIComponent(store.id || store._id)}`}>{store.name}</Link></> : null}
          </p>
        </div>
        <OrderStatus status={order.status} showLabel />
        <div className="order-actions">
          {store ? <ReorderButton order={order} /> : null}
          {order.status === 'Delivered' ? <Link className="btn btn--secondary" to={`/orders/${encodeURIComponent(orderId)}/invoice`}>Download invoice</Link> : null}
          <CancelOrder order={order} orderId={orderId} />
          {store ? <StoreContact store={store} orderId={orderId} /> : null}
        </div>
      </header>
      <DeliveryTracking order={order} />
      <OrderTimeline order={order} />
      <div className="order-page__grid">
        <div className="order-page__side">
          <section className="card order-section" aria-labelledby="items-title">
            <h2 id="items-title" className="card__title">Items</h2>
            <OrderItems items={order.items ?? []} />
            <OrderTotals order={order} />
          </section>
          <ReturnRequest order={order} orderId={orderId} />
          <OrderComplaint orderId={orderId} storeName={store?.name ?? ''} />
        </div>
        <div className="order-page__side">
          <section className="card order-section" aria-labelledby="delivery-title">
            <h2 id="delivery-title" className="card__title">Delivery</h2>
            <EstimatedDelivery order={order} />
            {order.status === 'Delivered' ? <p><span className="badge status-badge--Delivered">Delivered</span></p> : null}
            {order.status === 'Cancelled' ? <p className="muted">This order was cancelled.</p> : null}
            {address ? (
              <address className="order-address">
                <strong>{address.name}</strong><br />
                {address.address}<br />
                {address.city} {address.postalCode}<br />
                {address.phone}<br />
                {address.email}
              </address>
            ) : null}
          </section>
          <PaymentDetails order={order} />
        </div>
      </div>
    </>
  );
}

/**
 * /orders/:orderId: one order's items, totals, progress and status timeline, its delivery by the
 * store's partner (live), payment, estimated delivery and return; cancelling it while the buyer
 * may, calling or messaging the store, and once delivered ordering it again and its invoice.
 */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const query = useOrder(orderId);
  useDocumentTitle(query.isError && isOrderMissing(query.error) ? ORDER_NOT_FOUND_TEXT : `Order #${shortOrderId(orderId)}`);
  useLiveOrderUpdates();
  return (
    <section className="page order-page" aria-labelledby="order-title">
      <Link className="order-page__back" to="/orders">← Back to Your Orders</Link>
      {query.isPending ? <OrderPageSkeleton /> : null}
      {query.isError && isOrderMissing(query.error) ? (
        <>
          <h1 id="order-title" className="page__title">{ORDER_NOT_FOUND_TEXT}</h1>
          <div className="state state--empty">
            <p className="state__text">No order of yours has this number. Check the link, or find the order among yours.</p>
            <Link className="btn btn--primary" to="/orders">View Your Orders</Link>
          </div>
        </>
      ) : query.isError ? (
        <>
          <h1 id="order-title" className="page__title">Order</h1>
          <ErrorState message={ORDER_LOAD_FAILED_TEXT} onRetry={() => void query.refetch()} />
        </>
      ) : null}
      {query.data ? <OrderDetails order={query.data} orderId={orderId} /> : null}
    </section>
  );
}
