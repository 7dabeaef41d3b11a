import { formatDateTime, formatPrice, Link, withTags } from '@haat/web-kit';
import type { Order, OrderDelivery } from '@haat/contracts';
import { idOf } from '@haat/contracts/reply-fields';
import { useId, type ReactNode } from 'react';
import { displayPhone, vehicleText } from '../../delivery-partners/partner-view.ts';
import { useDeliveryPartners } from '../../delivery-partners/use-delivery-partners.ts';
import { orderTotalOf } from '../order-actions.ts';
import { canReassignOrder, DELIVERY_STATUS_LABEL, deliveryPanelMode, deliveryTone, partnerOptions, reasonText, reviewReasons } from '../order-delivery.ts';
import { AssignPartnerControl } from './assign-partner-control.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

const MANAGE_PATH = '/manage-delivery-partners';

const MANAGE_LINK_TAG = { link: (text: string) => <Link to={MANAGE_PATH}>{text}</Link> };
const retryTag = (retry: () => void) => ({ retry: (text: string) => <button type="button" className="btn btn--ghost btn--small" onClick={retry}>{text}</button> });

/**
 * The order's Delivery card: the assign control while it has none, else who delivers it, when each
 * step happened, the cash collected and the proof, with Reassign until pickup (and once returned).
 * Hidden for a delivered or cancelled order that never had one.
 */
export function DeliveryPanel({ order, onUpdated }: { order: Order; onUpdated: (updated?: Order) => void }) {
  const t = useT(messages);
  const headingId = useId();
  const mode = deliveryPanelMode(order);
  const choosing = mode === 'assign' || canReassignOrder(order);
  const partners = useDeliveryPartners({ enabled: choosing });
  if (mode === 'hidden') return null;

  const delivery = order.delivery;
  const currentPartnerId = delivery?.partnerId ?? null;
  let chooser: ReactNode = null;
  if (choosing) {
    if (partners.isPending) chooser = <p className="muted small">{t('orders.loadingPartners')}</p>;
    else if (partners.isError) {
      chooser = (
        <p className="small">
          {withTags(t('orders.partnersFailed'), retryTag(() => void partners.refetch()))}
        </p>
      );
    } else if (partners.data.length === 0) {
      chooser = <p className="small">{withTags(t('orders.noPartners'), MANAGE_LINK_TAG)}</p>;
    } else {
      const options = partnerOptions(partners.data, currentPartnerId);
      chooser = options.length > 0
        ? <AssignPartnerControl orderId={idOf(order)} options={options} verb={delivery ? 'Reassign' : 'Assign'} onUpdated={onUpdated} />
        : <p className="small muted">{delivery ? t('orders.noOtherPartner') : t('orders.noActivePartner')} <Link to={MANAGE_PATH}>{t('orders.managePartners')}</Link></p>;
    }
  }

  return (
    <section className="card order-detail__section seller-delivery" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">{t('orders.deliveryTitle')}</h2>
      {delivery ? <DeliveryFacts delivery={delivery} orderTotal={orderTotalOf(order)} /> : <p className="small muted">{t('orders.handOver')}</p>}
      {chooser}
    </section>
  );
}

function DeliveryFacts({ delivery, orderTotal }: { delivery: OrderDelivery; orderTotal: number }) {
  const t = useT(messages);
  const review = reviewReasons(delivery, orderTotal);
  const steps: [string, string | null][] = [
    [t('orders.stepAssigned'), delivery.assignedAt],
    [t('orders.stepPickedUp'), delivery.pickedUpAt],
    [t('orders.stepOutForDelivery'), delivery.outForDeliveryAt],
    [t('orders.stepDelivered'), delivery.deliveredAt],
  ];
  return (
    <>
      <p className="seller-delivery__status">
        <span className={`badge badge--${deliveryTone(delivery.status)}`}>{t(DELIVERY_STATUS_LABEL[delivery.status])}</span>
        {delivery.attempts > 1 ? <span className="muted small">{t('orders.attempt', { count: delivery.attempts })}</span> : null}
      </p>
      {review.length > 0 ? (
        <div className="notice notice--warning seller-delivery__review" role="note">
          <strong>{t('orders.needsReview')}</strong>
          {review.map((reason) => <p key={reason}>{reason}</p>)}
        </div>
      ) : null}
      <dl className="order-facts">
        <div><dt>{t('orders.partner')}</dt><dd>{delivery.partnerName}</dd></div>
        {delivery.partnerPhone ? <div><dt>{t('orders.phone')}</dt><dd><a href={`tel:${delivery.partnerPhone}`}>{displayPhone(delivery.partnerPhone)}</a></dd></div> : null}
        {delivery.vehicle ? <div><dt>{t('orders.vehicle')}</dt><dd>{vehicleText(delivery.vehicle)}</dd></div> : null}
        {steps.filter(([, at]) => at).map(([label, at]) => <div key={label}><dt>{label}</dt><dd>{formatDateTime(at ?? '')}</dd></div>)}
        {delivery.failedReason ? <div><dt>{t('orders.failedBecause')}</dt><dd>{reasonText(delivery.failedReason)}</dd></div> : null}
        {delivery.codAmountCollected !== null ? (
          <div><dt>{t('orders.cashCollected')}</dt><dd>{formatPrice(delivery.codAmountCollected)} <span className="muted small">{delivery.cashHandedOver ? t('orders.handedOver') : t('orders.stillWithPartner')}</span></dd></div>
        ) : null}
        {delivery.proofReason ? <div><dt>{t('orders.noCodeBecause')}</dt><dd>{reasonText(delivery.proofReason)}</dd></div> : null}
      </dl>
      {delivery.proofPhoto ? (
        <a href={delivery.proofPhoto} target="_blank" rel="noreferrer" className="seller-delivery__proof">
          <img src={delivery.proofPhoto} alt={t('orders.proofAlt')} loading="lazy" />
          <span className="small">{t('orders.viewProof')}</span>
        </a>
      ) : null}
    </>
  );
}
