import { ErrorState, formatDateTime, shortOrderId, useDocumentTitle, Link, withTags } from '@haat/web-kit';
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
import { paymentMethodText } from '../common/shown-values.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { isOrderMissing } from './orders-api.ts';
import '../common/buyer.css';
import './orders.css';
import { linkTo } from '../common/tags.tsx';

function PaymentDetails({ order }: { order: Order }) {
  const t = useT(messages);
  const upi = order.paymentMethod === 'UPI Payment' ? order.upiPayment : null;
  const badge = paymentBadge(order);
  return (
    <section className="card order-section" aria-labelledby="payment-title">
      <h2 id="payment-title" className="card__title">{t('orders.payment')}</h2>
      <p className="order-payment">{paymentMethodText(order.paymentMethod)} {badge ? <span className={`badge badge--${badge.tone}`}>{badge.label}</span> : null}</p>
      {upi ? (
        <dl className="details">
          <div><dt>{t('orders.transactionId')}</dt><dd>{upi.transactionId || '—'}</dd></div>
          {upi.verifiedAt ? <div><dt>{t('orders.verified')}</dt><dd>{formatDateTime(upi.verifiedAt)}</dd></div> : null}
          {upi.screenshotImage ? <div><dt>{t('orders.screenshot')}</dt><dd><PrivateImageLink src={upi.screenshotImage} alt={t('orders.screenshotAlt')} label={t('orders.viewScreenshot')} /></dd></div> : null}
        </dl>
      ) : null}
    </section>
  );
}

function OrderDetails({ order, orderId }: { order: Order; orderId: string }) {
  const t = useT(messages);
  const store = order.storeId;
  const address = order.shippingAddress;
  return (
    <>
      <header className="card order-page__header">
        <div>
          <h1 id="order-title" className="page__title">{t('orders.orderNumber', { id: shortOrderId(orderId) })}</h1>
          <p className="muted">
            {store?.name
              ? withTags(t('orders.placedWith', { date: formatDateTime(order.createdAt), store: store.name }), {
                store: linkTo(`/stores/${encodeURIComponent(store.id || store._id)}`),
              })
              : t('orders.placed', { date: formatDateTime(order.createdAt) })}
          </p>
        </div>
        <OrderStatus status={order.status} showLabel />
        <div className="order-actions">
          {store ? <ReorderButton order={order} /> : null}
          {order.status === 'Delivered' ? <Link className="btn btn--secondary" to={`/orders/${encodeURIComponent(orderId)}/invoice`}>{t('orders.downloadInvoice')}</Link> : null}
          <CancelOrder order={order} orderId={orderId} />
          {store ? <StoreContact store={store} orderId={orderId} /> : null}
        </div>
      </header>
      <DeliveryTracking order={order} />
      <OrderTimeline order={order} />
      <div className="order-page__grid">
        <div className="order-page__side">
          <section className="card order-section" aria-labelledby="items-title">
            <h2 id="items-title" className="card__title">{t('orders.items')}</h2>
            <OrderItems items={order.items ?? []} />
            <OrderTotals order={order} />
          </section>
          <ReturnRequest order={order} orderId={orderId} />
          <OrderComplaint orderId={orderId} storeName={store?.name ?? ''} />
        </div>
        <div className="order-page__side">
          <section className="card order-section" aria-labelledby="delivery-title">
            <h2 id="delivery-title" className="card__title">{t('orders.delivery')}</h2>
            <EstimatedDelivery order={order} />
            {order.status === 'Delivered' ? <p><span className="badge status-badge--Delivered">{t('orders.delivered')}</span></p> : null}
            {order.status === 'Cancelled' ? <p className="muted">{t('orders.wasCancelled')}</p> : null}
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
  const t = useT(messages);
  const { orderId = '' } = useParams();
  const query = useOrder(orderId);
  useDocumentTitle(query.isError && isOrderMissing(query.error) ? t('orders.notFound') : t('orders.orderNumber', { id: shortOrderId(orderId) }));
  useLiveOrderUpdates();
  return (
    <section className="page order-page" aria-labelledby="order-title">
      <Link className="order-page__back" to="/orders">{t('orders.backToOrders')}</Link>
      {query.isPending ? <OrderPageSkeleton /> : null}
      {query.isError && isOrderMissing(query.error) ? (
        <>
          <h1 id="order-title" className="page__title">{t('orders.notFound')}</h1>
          <div className="state state--empty">
            <p className="state__text">{t('orders.noSuchOrder')}</p>
            <Link className="btn btn--primary" to="/orders">{t('orders.viewYourOrders')}</Link>
          </div>
        </>
      ) : query.isError ? (
        <>
          <h1 id="order-title" className="page__title">{t('orders.order')}</h1>
          <ErrorState message={t('orders.loadFailed')} onRetry={() => void query.refetch()} />
        </>
      ) : null}
      {query.data ? <OrderDetails order={query.data} orderId={orderId} /> : null}
    </section>
  );
}
