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
import { amountLineOf, phaseOf, type OrderPhase } from './order-rules.ts';
import { useDeliveryOrder } from './use-orders.ts';
import '../common/delivery.css';
import './orders.css';

const backLink = <Link to="/delivery" className="btn btn--ghost">Back</Link>;

/**
 * /delivery/orders/{orderId}: one delivery on the rider's phone: its status and times, the amount
 * to collect, the customer (Maps, Call), the store, the items, and the next steps in a bar at the
 * bottom. Pushes keep it current (a cancellation shows at once).
 */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const order = useDeliveryOrder(orderId);
  useDeliveryLive();

  if (order.isPending) {
    return <PageFrame title="Delivery" actions={backLink} className="delivery-page page--narrow"><LoadingState label="Loading the order..." /></PageFrame>;
  }
  // A 404 on a re-read (reassigned to another partner) wins over the copy still cached.
  const missing = isApiError(order.error) && (order.error.status === 404 || order.error.status === 403);
  if (missing || (order.isError && !order.data)) {
    return (
      <PageFrame title="Delivery" actions={backLink} className="delivery-page page--narrow">
        <div className="state state--error" role="alert">
          <h2 className="state__title">{missing ? 'Order not found' : 'Could not load the order'}</h2>
          <p className="state__text">
            {missing ? 'This order is not assigned to you (any more). The store may have given it to another partner, or you no longer deliver for that store.' : describeError(order.error, 'Please try again.')}
          </p>
          {missing ? null : <button type="button" className="btn btn--secondary" onClick={() => void order.refetch()}>Try Again</button>}
          <Link to="/delivery" className="btn btn--primary">Go to the dashboard</Link>
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
  switch (phase.kind) {
    case 'cancelled':
      return <p className="notice notice--warning delivery-notice" role="status">The store cancelled this order. Do not deliver it; if you picked it up, take it back to the store.</p>;
    case 'delivered-by-store':
      return <p className="notice notice--info delivery-notice" role="status">The store marked this order as delivered. Nothing more to do.</p>;
    case 'no-delivery':
      return <p className="notice notice--info delivery-notice" role="status">This order has no delivery for you.</p>;
    case 'delivery':
      if (phase.status === 'Delivered') {
        return <p className="notice notice--success delivery-notice" role="status">Delivered{delivery?.deliveredAt ? ` ${formatDateTime(delivery.deliveredAt)}` : ''}. Well done.</p>;
      }
      if (phase.status === 'Returned to Store') return <p className="notice notice--info delivery-notice" role="status">Returned to the store. Nothing more to do.</p>;
      return null;
  }
}

/** How a finished delivery was proven, and the cash taken. */
function Outcome({ order, delivery }: { order: Order; delivery: OrderDelivery }) {
  if (delivery.status !== 'Delivered') return null;
  return (
    <Section title="Hand-over">
      <dl className="delivery-facts">
        <div><dt>Proof</dt><dd>{delivery.proofPhoto ? `Photo — ${delivery.proofReason ?? 'no code'}` : 'Delivery code'}</dd></div>
        {isCashOnDelivery(order) ? <div><dt>Cash collected</dt><dd>{formatPrice(delivery.codAmountCollected ?? 0)}</dd></div> : null}
        {isCashOnDelivery(order) ? <div><dt>Handed to the store</dt><dd>{delivery.cashHandedOver ? 'Yes' : 'Not yet'}</dd></div> : null}
      </dl>
    </Section>
  );
}

function OrderView({ order }: { order: Order }) {
  const id = idOf(order);
  const phase = phaseOf(order);
  const delivery = order.delivery;
  const closed = phase.kind !== 'delivery';
  const steps = phase.kind === 'delivery' ? phase.steps : [];
  const store = order.storeId;
  return (
    <PageFrame
      title="Delivery"
      subtitle={(
        <span className="delivery-order__ref">
          Order #{shortOrderId(id)}
          {order.status === 'Cancelled' ? <span className="badge status-badge--Cancelled">Cancelled</span> : null}
          {phase.kind === 'delivered-by-store' ? <span className="badge status-badge--Delivered">Delivered by the store</span> : null}
          {!closed && delivery ? <DeliveryStatusBadge status={delivery.status} /> : null}
        </span>
      )}
      actions={backLink}
      className={`delivery-page page--narrow delivery-order${steps.length > 0 ? ' delivery-order--with-actions' : ''}`}
    >
      <div className="delivery-order__sections">
        <PhaseNotice phase={phase} delivery={delivery} />
        {steps.length > 0 ? (
          <p className={`card delivery-amount delivery-amount--${isCashOnDelivery(order) ? 'cod' : 'paid'}`}>{amountLineOf(order, formatPrice)}</p>
        ) : null}
        <CustomerCard order={order} />
        <Section title="Store">
          <p className="delivery-store__name">{store?.name || 'Store'}</p>
          {store?.address ? <p className="muted delivery-store__address">{store.address}</p> : null}
        </Section>
        {delivery?.historyOnly ? null : <OrderItems order={order} />}
        {delivery ? <Outcome order={order} delivery={delivery} /> : null}
        {delivery ? <Section title="Status"><StatusTimeline delivery={delivery} /></Section> : null}
      </div>
      <NextStepBar order={order} steps={steps} />
    </PageFrame>
  );
}
