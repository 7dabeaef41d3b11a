import { formatPrice, withTags } from '@haat/web-kit';
import type { DeliveryPartner } from '@haat/contracts';
import { displayPhone, partnerBadge, partnerControls, VEHICLE_LABEL } from '../partner-view.ts';
import { InvitationLink } from './invitation-link.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

export type PartnerCardActions = {
  onEdit: () => void;
  onToggle: (isActive: boolean) => void;
  onRenewInvite: () => void;
  onReceiveCash: () => void;
  onRemove: () => void;
};

/** The amount inside 'Cash to collect ₹450', in bold. */
const AMOUNT_TAG = { amount: (text: string) => <strong>{text}</strong> };

/** One partner of the store: who, how they ride, their status, today's work and cash, and what the seller can do. */
export function PartnerCard({ partner, now, busy, actions }: { partner: DeliveryPartner; now: number; busy: boolean; actions: PartnerCardActions }) {
  const t = useT(messages);
  const badge = partnerBadge(partner, now);
  const controls = partnerControls(partner, now);
  const vehicle = [partner.vehicleType ? t(VEHICLE_LABEL[partner.vehicleType]) : null, partner.vehicleNumber].filter(Boolean).join(' · ');
  const availability = controls.availability === 'available' ? t('partners.available') : t('partners.unavailable');
  const titleId = `partner-${partner.id}`;
  return (
    <article className="card seller-partner-card" aria-labelledby={titleId}>
      <header className="seller-partner-card__header">
        <div className="seller-partner-card__who">
          <h3 id={titleId} className="seller-partner-card__name">
            {controls.availability ? (
              <span className={`seller-partner-dot seller-partner-dot--${controls.availability}`} title={availability} aria-hidden="true" />
            ) : null}
            {partner.name}
          </h3>
          <a className="seller-partner-card__phone" href={`tel:${partner.phone}`}>{displayPhone(partner.phone)}</a>
          {vehicle ? <p className="small muted">{vehicle}</p> : null}
        </div>
        <div className="seller-partner-card__status">
          <span className={`badge${badge.tone === 'neutral' ? '' : ` badge--${badge.tone}`}`}>{t(badge.label)}</span>
          {controls.availability ? <span className="small muted">{availability}</span> : null}
        </div>
      </header>

      {controls.deliveryCounts ? (
        <dl className="seller-partner-card__counts">
          <div><dt>{t('partners.openDeliveries')}</dt><dd>{partner.openDeliveries}</dd></div>
          <div><dt>{t('partners.deliveredToday')}</dt><dd>{partner.deliveredToday}</dd></div>
        </dl>
      ) : null}

      {controls.deliveryCounts ? (
        <div className="seller-partner-card__cash">
          <span>{withTags(t('partners.cashToCollect', { amount: formatPrice(partner.cashToCollect) }), AMOUNT_TAG)}</span>
          {controls.receiveCash ? (
            <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={actions.onReceiveCash}>{t('partners.markCashReceived')}</button>
          ) : null}
        </div>
      ) : null}

      {controls.inviteLink ? <InvitationLink partner={partner} /> : null}
      {controls.renewInvite ? (
        <div className="seller-partner-card__renew">
          <p className="small muted">{t('partners.linkExpired')}</p>
          <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={actions.onRenewInvite}>{t('partners.newLink')}</button>
        </div>
      ) : null}

      <footer className="seller-partner-card__actions">
        <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={actions.onEdit} aria-label={t('partners.editNamed', { name: partner.name })}>{t('partners.edit')}</button>
        {controls.toggle ? (
          <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => actions.onToggle(controls.toggle === 'Activate')} aria-label={t(controls.toggle === 'Activate' ? 'partners.activateNamed' : 'partners.deactivateNamed', { name: partner.name })}>
            {t(controls.toggle === 'Activate' ? 'partners.activate' : 'partners.deactivate')}
          </button>
        ) : null}
        <button type="button" className="btn btn--ghost btn--small seller-partner-card__remove" disabled={busy} onClick={actions.onRemove} aria-label={t('partners.removeNamed', { name: partner.name })}>{t('partners.remove')}</button>
      </footer>
    </article>
  );
}
