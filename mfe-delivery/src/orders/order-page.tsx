import { describeError, formatDateTime, formatPrice, isApiError, LoadingState, shortOrderId, Link } from '@haat/web-kit';
import type { Order, OrderDelivery } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { DeliveryStatusBadge } from '../common/components/delivery-status-badge.tsx';
import { PageFrame } from '@haat/web-kit/page';
import { isCashOnDelivery } from '../common/delivery-order.ts';
import { useDeliveryLive } from '../common/use-delivery-live.ts';
import { CustomerCard } from './components/customer-card.tsx';
import { NextStepBar } from './components/next-step-bar.tsx';
import { OrderItems } from './components/order-items.tsx';
import { StatusTimeline } from './components/status-timeline.tsx';
import { useT } from '../i18n.ts';
import commonMessages from '../common/messages.json';
import messages from './messages.json';
import { amountLineOf, phaseOf, reasonText, type OrderPhase } from './order-rules.ts';
import { useDeliveryOrder } from './use-orders.ts';
import '../common/delivery.css';
import './orders.css';

function BackLink() {
  const t = useT(messages);
  return <Link to="/delivery" className="btn btn--ghost">{t('orders.back')}</Link>;
}

const backLink = <BackLink />;

/**
 * /delivery/orders/{orderId}: one delivery on the rider's phone: its status and times, the amount
 * to collect, the customer (Maps, Call), the store, the items, and the next steps in a bar at the
 * bottom. Pushes keep it current (a cancellation shows at once).
 */
export function OrderPage() {
  const t = useT(messages);
  const { orderId = '' } = useParams();
  const order = useDeliveryOrder(orderId);
  useDeliveryLive();

  if (order.isPending) {
    return <PageFrame title={t('orders.pageTitle')} actions={backLink} className="delivery-page page--narrow"><LoadingState label={t('orders.loadingOrder')} /></PageFrame>;
  }
  // A 404 on a re-read (reassigned to another partner) wins over the copy still cached.
  const missing = isApiError(order.error) && (order.error.status === 404 || order.error.status === 403);
  if (missing || (order.isError && !order.data)) {
    return (
      <PageFrame title={t('orders.pageTitle')} actions={backLink} className="delivery-page page--narrow">
        <div className="state state--error" role="alert">
          <h2 className="state__title">{t(missing ? 'orders.notFound' : 'orders.loadError')}</h2>
          <p className="state__text">
            {missing ? t('orders.notFoundText') : describeError(order.error, t('orders.pleaseTryAgain'))}
          </p>
          {missing ? null : <button type="button" className="btn btn--secondary" onClick={() => void order.refetch()}>{t('orders.tryAgain')}</button>}
          <Link to="/delivery" className="btn btn--primary">{t('orders.toDashboard')}</Link>
        </div>
      </PageFrame>
    );
  }
  return <OrderView order={order.data} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="card delivery-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="delivery-section__title">{title}</h2>
      {children}
    </section>
  );
}

function PhaseNotice({ phase, delivery }: { phase: OrderPhase; delivery: OrderDelivery | null }) {
  const t = useT(messages);
  switch (phase.kind) {
    case 'cancelled':
      return <p className="notice notice--warning delivery-notice" role="status">{t('orders.cancelledNotice')}</p>;
    case 'delivered-by-store':
      return <p className="notice notice--info delivery-notice" role="status">{t('orders.deliveredByStoreNotice')}</p>;
    case 'no-delivery':
      return <p className="notice notice--info delivery-notice" role="status">{t('orders.noDeliveryNotice')}</p>;
    case 'delivery':
      if (phase.status === 'Delivered') {
        return (
          <p className="notice notice--success delivery-notice" role="status">
            {delivery?.deliveredAt ? t('orders.deliveredAtNotice', { time: formatDateTime(delivery.deliveredAt) }) : t('orders.deliveredNotice')}
          </p>
        );
      }
      // i18n-ignore: the status's value, compared
      if (phase.status === 'Returned to Store') return <p className="notice notice--info delivery-notice" role="status">{t('orders.returnedNotice')}</p>;
      return null;
  }
}

/** How a finished delivery was proven, and the cash taken. */
function Outcome({ order, delivery }: { order: Order; delivery: OrderDelivery }) {
  const t = useT(messages);
  if (delivery.status !== 'Delivered') return null;
  const proof = !delivery.proofPhoto ? t('orders.proofCode')
    : delivery.proofReason ? t('orders.proofPhoto', { reason: reasonText(delivery.proofReason, t) }) : t('orders.proofPhotoNoCode');
  return (
    <Section title={t('orders.handOver')}>
      <dl className="delivery-facts">
        <div><dt>{t('orders.proof')}</dt><dd>{proof}</dd></div>
        {isCashOnDelivery(order) ? <div><dt>{t('orders.cashCollected')}</dt><dd>{formatPrice(delivery.codAmountCollected ?? 0)}</dd></div> : null}
        {isCashOnDelivery(order) ? <div><dt>{t('orders.handedToStore')}</dt><dd>{t(delivery.cashHandedOver ? 'orders.yes' : 'orders.notYet')}</dd></div> : null}
      </dl>
    </Section>
  );
}

function OrderView({ order }: { order: Order }) {
  const t = useT(messages);
  const tc = useT(commonMessages);
  const id = idOf(order);
  const phase = phaseOf(order);
  const delivery = order.delivery;
  const closed = phase.kind !== 'delivery';
  const steps = phase.kind === 'delivery' ? phase.steps : [];
  const store = order.storeId;
  return (
    <PageFrame
      title={t('orders.pageTitle')}
      subtitle={(
        <span className="delivery-order__ref">
          {t('orders.orderRef', { ref: shortOrderId(id) })}
          {order.status === 'Cancelled' ? <span className="badge status-badge--Cancelled">{t('orders.cancelled')}</span> : null}
          {phase.kind === 'delivered-by-store' ? <span className="badge status-badge--Delivered">{t('orders.deliveredByStore')}</span> : null}
          {!closed && delivery ? <DeliveryStatusBadge status={delivery.status} /> : null}
        </span>
      )}
      actions={backLink}
      className={`delivery-page page--narrow delivery-order${steps.length > 0 ? ' delivery-order--with-actions' : ''}`}
    >
      <div className="delivery-order__sections">
        <PhaseNotice phase={phase} delivery={delivery} />
        {steps.length > 0 ? (
          <p className={`card delivery-amount delivery-amount--${isCashOnDelivery(order) ? 'cod' : 'paid'}`}>{amountLineOf(order, formatPrice, t)}</p>
        ) : null}
        <CustomerCard order={order} />
        <Section title={tc('common.store')}>
          <p className="delivery-store__name">{store?.name || tc('common.store')}</p>
          {store?.address ? <p className="muted delivery-store__address">{store.address}</p> : null}
        </Section>
        {delivery?.historyOnly ? null : <OrderItems order={order} />}
        {delivery ? <Outcome order={order} delivery={delivery} /> : null}
        {delivery ? <Section title={t('orders.status')}><StatusTimeline delivery={delivery} /></Section> : null}
      </div>
      <NextStepBar order={order} steps={steps} />
    </PageFrame>
  );
}
