import { formatDateTime, formatPrice, Link } from '@haat/web-kit';
import type { Order, OrderDelivery } from '@haat/contracts';
import { deliveryStatusLabels } from '@haat/contracts/delivery-rules';
import { idOf } from '@haat/contracts/reply-fields';
import { useId, type ReactNode } from 'react';
import { displayPhone } from '../../delivery-partners/partner-view.ts';
import { useDeliveryPartners } from '../../delivery-partners/use-delivery-partners.ts';
import { orderTotalOf } from '../order-actions.ts';
import { canReassignOrder, deliveryPanelMode, deliveryTone, partnerOptions, reviewReasons } from '../order-delivery.ts';
import { AssignPartnerControl } from './assign-partner-control.tsx';

const MANAGE_PATH = '/manage-delivery-partners';

/**
 * The order's Delivery card: the assign control while it has none, else who delivers it, when each
 * step happened, the cash collected and the proof, with Reassign until pickup (and once returned).
 * Hidden for a delivered or cancelled order that never had one.
 */
export function DeliveryPanel({ order, onUpdated }: { order: Order; onUpdated: (updated?: Order) => void }) {
  const headingId = useId();
  const mode = deliveryPanelMode(order);
  const choosing = mode === 'assign' || canReassignOrder(order);
  const partners = useDeliveryPartners({ enabled: choosing });
  if (mode === 'hidden') return null;

  const delivery = order.delivery;
  const currentPartnerId = delivery?.partnerId ?? null;
  let chooser: ReactNode = null;
  if (choosing) {
    if (partners.isPending) chooser = <p className="muted small">Loading your delivery partners...</p>;
    else if (partners.isError) {
      chooser = <p className="small">Could not load your delivery partners. <button type="button" className="btn btn--ghost btn--small" onClick={() => void partners.refetch()}>Retry</button></p>;
    } else if (partners.data.length === 0) {
      chooser = <p className="small">You have no delivery partners yet. <Link to={MANAGE_PATH}>Invite your first delivery partner</Link> to assign them orders.</p>;
    } else {
      const options = partnerOptions(partners.data, currentPartnerId);
      chooser = options.length > 0
        ? <AssignPartnerControl orderId={idOf(order)} options={options} verb={delivery ? 'Reassign' : 'Assign'} onUpdated={onUpdated} />
        : <p className="small muted">{delivery ? 'No other partner is active right now.' : 'None of your delivery partners is active right now.'} <Link to={MANAGE_PATH}>Manage delivery partners</Link></p>;
    }
  }

  return (
    <section className="card order-detail__section seller-delivery" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">Delivery</h2>
      {delivery ? <DeliveryFacts delivery={delivery} orderTotal={orderTotalOf(order)} /> : <p className="small muted">Hand this order to one of your delivery partners. They see it in their app at once.</p>}
      {chooser}
    </section>
  );
}

function DeliveryFacts({ delivery, orderTotal }: { delivery: OrderDelivery; orderTotal: number }) {
  const review = reviewReasons(delivery, orderTotal);
  const steps: [string, string | null][] = [
    ['Assigned', delivery.assignedAt],
    ['Picked up', delivery.pickedUpAt],
    ['Out for delivery', delivery.outForDeliveryAt],
    ['Delivered', delivery.deliveredAt],
  ];
  return (
    <>
      <p className="seller-delivery__status">
        <span className={`badge badge--${deliveryTone(delivery.status)}`}>{deliveryStatusLabels[delivery.status]}</span>
        {delivery.attempts > 1 ? <span className="muted small"> · attempt {delivery.attempts}</span> : null}
      </p>
      {review.length > 0 ? (
        <div className="notice notice--warning seller-delivery__review" role="note">
          <strong>Needs review</strong>
          {review.map((reason) => <p key={reason}>{reason}</p>)}
        </div>
      ) : null}
      <dl className="order-facts">
        <div><dt>Partner</dt><dd>{delivery.partnerName}</dd></div>
        {delivery.partnerPhone ? <div><dt>Phone</dt><dd><a href={`tel:${delivery.partnerPhone}`}>{displayPhone(delivery.partnerPhone)}</a></dd></div> : null}
        {delivery.vehicle ? <div><dt>Vehicle</dt><dd>{delivery.vehicle}</dd></div> : null}
        {steps.filter(([, at]) => at).map(([label, at]) => <div key={label}><dt>{label}</dt><dd>{formatDateTime(at ?? '')}</dd></div>)}
        {delivery.failedReason ? <div><dt>Failed because</dt><dd>{delivery.failedReason}</dd></div> : null}
        {delivery.codAmountCollected !== null ? (
          <div><dt>Cash collected</dt><dd>{formatPrice(delivery.codAmountCollected)} <span className="muted small">{delivery.cashHandedOver ? '(handed over)' : '(still with the partner)'}</span></dd></div>
        ) : null}
        {delivery.proofReason ? <div><dt>No code because</dt><dd>{delivery.proofReason}</dd></div> : null}
      </dl>
      {delivery.proofPhoto ? (
        <a href={delivery.proofPhoto} target="_blank" rel="noreferrer" className="seller-delivery__proof">
          <img src={delivery.proofPhoto} alt="Proof of delivery taken by the partner" loading="lazy" />
          <span className="small">View proof photo</span>
        </a>
      ) : null}
    </>
  );
}
