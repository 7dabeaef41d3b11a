import { formatPrice } from '@haat/web-kit';
import type { DeliveryPartner } from '@haat/contracts';
import { displayPhone, partnerBadge, partnerControls } from '../partner-view.ts';
import { InvitationLink } from './invitation-link.tsx';

export type PartnerCardActions = {
  onEdit: () => void;
  onToggle: (isActive: boolean) => void;
  onRenewInvite: () => void;
  onReceiveCash: () => void;
  onRemove: () => void;
};

/** One partner of the store: who, how they ride, their status, today's work and cash, and what the seller can do. */
export function PartnerCard({ partner, now, busy, actions }: { partner: DeliveryPartner; now: number; busy: boolean; actions: PartnerCardActions }) {
  const badge = partnerBadge(partner, now);
  const controls = partnerControls(partner, now);
  const vehicle = [partner.vehicleType, partner.vehicleNumber].filter(Boolean).join(' · ');
  const titleId = `partner-${partner.id}`;
  return (
    <article className="card seller-partner-card" aria-labelledby={titleId}>
      <header className="seller-partner-card__header">
        <div className="seller-partner-card__who">
          <h3 id={titleId} className="seller-partner-card__name">
            {controls.availability ? (
              <span className={`seller-partner-dot seller-partner-dot--${controls.availability}`} title={controls.availability === 'available' ? 'Available' : 'Unavailable'} aria-hidden="true" />
            ) : null}
            {partner.name}
          </h3>
          <a className="seller-partner-card__phone" href={`tel:${partner.phone}`}>{displayPhone(partner.phone)}</a>
          {vehicle ? <p className="small muted">{vehicle}</p> : null}
        </div>
        <div className="seller-partner-card__status">
          <span className={`badge${badge.tone === 'neutral' ? '' : ` badge--${badge.tone}`}`}>{badge.label}</span>
          {controls.availability ? <span className="small muted">{controls.availability === 'available' ? 'Available' : 'Unavailable'}</span> : null}
        </div>
      </header>

      {controls.deliveryCounts ? (
        <dl className="seller-partner-card__counts">
          <div><dt>Open deliveries</dt><dd>{partner.openDeliveries}</dd></div>
          <div><dt>Delivered today</dt><dd>{partner.deliveredToday}</dd></div>
        </dl>
      ) : null}

      {controls.deliveryCounts ? (
        <div className="seller-partner-card__cash">
          <span>Cash to collect <strong>{formatPrice(partner.cashToCollect)}</strong></span>
          {controls.receiveCash ? (
            <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={actions.onReceiveCash}>Mark cash received</button>
          ) : null}
        </div>
      ) : null}

      {controls.inviteLink ? <InvitationLink partner={partner} /> : null}
      {controls.renewInvite ? (
        <div className="seller-partner-card__renew">
          <p className="small muted">The invitation link has expired. Make a new one and send it again.</p>
          <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={actions.onRenewInvite}>New link</button>
        </div>
      ) : null}

      <footer className="seller-partner-card__actions">
        <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={actions.onEdit} aria-label={`Edit ${partner.name}`}>Edit</button>
        {controls.toggle ? (
          <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => actions.onToggle(controls.toggle === 'Activate')} aria-label={`${controls.toggle} ${partner.name}`}>
            {controls.toggle}
          </button>
        ) : null}
        <button type="button" className="btn btn--ghost btn--small seller-partner-card__remove" disabled={busy} onClick={actions.onRemove} aria-label={`Remove ${partner.name}`}>Remove</button>
      </footer>
    </article>
  );
}
