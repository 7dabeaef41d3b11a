import { formatDate, formatDateTime, formatPrice, isApiError, shortOrderId, useDocumentTitle } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { useId, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageFrame } from '@haat/web-kit/page';
import { DeliveryPanel } from './components/delivery-panel.tsx';
import { OrderHeaderActions } from './components/order-header-actions.tsx';
import { OrderItems } from './components/order-items.tsx';
import { ReturnRequestPanel } from './components/return-request-panel.tsx';
import { UpdateStatusForm } from './components/update-status-form.tsx';
import { UpiPaymentPanel } from './components/upi-payment-panel.tsx';
import { orderTotalOf } from './order-actions.ts';
import { deliveryInfo, itemsSubtotal, shippingIsFree } from './order-view.ts';
import { useOrder, useOrderDeliveriesLive, useOrderRefresh } from './use-orders.ts';
import '../common/seller.css';
import './orders.css';
import { ORDER_STATUS_LABEL, PAYMENT_METHOD_LABEL } from './order-statuses.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * /dashboard/orders/{orderId} (spec §2 "Seller order detail"): the header's next step (Accept order,
 * Mark shipped, Mark delivered), Print Invoice, a More menu (cancel the order, Ban Customer) and Back; then Order Status, Customer Information, Order Items (cancel selected),
 * Order Summary, Delivery Info, the Delivery by the store's partner (assign, follow, reassign), Update
 * Status, UPI Payment Details and the Return Request panel; a delivery's steps arrive live.
 */
export function OrderDetailPage() {
  const t = useT(messages);
  const { orderId = '' } = useParams();
  useDocumentTitle(t('orders.orderTitle', { ref: shortOrderId(orderId) }));
  const navigate = useNavigate();
  const order = useOrder(orderId);
  useOrderDeliveriesLive();
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard/orders'));

  if (order.isPending) {
    return <section className="page" aria-label={t('orders.orderDetails')}><div className="state state--loading" role="status"><span className="spinner" aria-hidden="true" /><span>{t('orders.loadingDetails')}</span></div></section>;
  }
  if (order.isError) {
    const missing = isApiError(order.error) && (order.error.status === 404 || order.error.status === 403);
    return (
      <section className="page" aria-labelledby="order-error-title">
        <div className="state state--error" role="alert">
          <h1 id="order-error-title" className="state__title">{missing ? t('orders.notFound') : t('orders.errorLoading')}</h1>
          {missing ? null : <p className="state__text">{order.error.message}</p>}
          <button type="button" className="btn btn--secondary" onClick={goBack}>{t('orders.goBack')}</button>
        </div>
      </section>
    );
  }
  return <OrderDetail order={order.data} onBack={goBack} />;
}

function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`card order-detail__section ${className}`} aria-labelledby={id}>
      <h2 id={id} className="card__title">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="order-facts">
      {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}

function OrderDetail({ order, onBack }: { order: Order; onBack: () => void }) {
  const t = useT(messages);
  const id = idOf(order);
  const refresh = useOrderRefresh(id);
  const address = order.shippingAddress;
  const delivery = deliveryInfo(order);
  const subtotal = itemsSubtotal(order);

  return (
    <PageFrame
      title={t('orders.orderTitle', { ref: shortOrderId(id) })}
      tabTitle={null}
      subtitle={t('orders.placed', { when: formatDateTime(order.createdAt) })}
      actions={<OrderHeaderActions order={order} onUpdated={refresh} onBack={onBack} />}
      className="order-detail"
    >
      <div className="order-detail__grid">
        <div className="order-detail__main">
          <Section title={t('orders.sectionStatus')}>
            <Facts rows={[
              [t('orders.status'), <span key="status" className={`badge status-badge--${order.status}`}>{t(ORDER_STATUS_LABEL[order.status])}</span>],
              [t('orders.paymentMethod'), t(PAYMENT_METHOD_LABEL[order.paymentMethod])],
              [t('orders.date'), formatDateTime(order.createdAt)],
              [t('orders.total'), <strong key="total">{formatPrice(orderTotalOf(order))}</strong>],
            ]} />
          </Section>

          <Section title={t('orders.sectionCustomer')}>
            <Facts rows={[
              [t('orders.name'), address?.name || '—'],
              [t('orders.phone'), address?.phone ? <a key="phone" href={`tel:${address.phone}`}>{address.phone}</a> : '—'],
              [t('orders.email'), address?.email ? <a key="email" href={`mailto:${address.email}`}>{address.email}</a> : '—'],
              [t('orders.address'), address?.address || '—'],
              [t('orders.city'), address?.city || '—'],
              [t('orders.postalCode'), address?.postalCode || '—'],
            ]} />
          </Section>

          <Section title={t('orders.sectionItems')} className="seller-order">
            <OrderItems order={order} onUpdated={refresh} />
          </Section>

          <UpiPaymentPanel order={order} onUpdated={refresh} />
          <ReturnRequestPanel order={order} onUpdated={refresh} />
        </div>

        <div className="order-detail__side">
          <Section title={t('orders.sectionSummary')}>
            <dl className="order-summary">
              <div><dt>{t('orders.subtotal')}</dt><dd>{formatPrice(subtotal)}</dd></div>
              <div><dt>{t('orders.shipping')}</dt><dd>{shippingIsFree(order) ? t('orders.free') : formatPrice(order.shippingFee ?? 0)}</dd></div>
              <div className="order-summary__total"><dt>{t('orders.total')}</dt><dd>{formatPrice(orderTotalOf(order))}</dd></div>
            </dl>
          </Section>

          <Section title={t('orders.sectionDeliveryInfo')}>
            <Facts rows={[
              [t('orders.deliveryTime'), delivery.timeText],
              [t('orders.estimatedDelivery'), formatDate(delivery.estimatedDate)],
            ]} />
          </Section>

          <DeliveryPanel order={order} onUpdated={refresh} />

          <Section title={t('orders.sectionUpdateStatus')}>
            <UpdateStatusForm order={order} onUpdated={refresh} />
          </Section>
        </div>
      </div>
    </PageFrame>
  );
}
