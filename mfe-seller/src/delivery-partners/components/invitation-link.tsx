import { formatDate, formatDateTime } from '@haat/web-kit';
import type { DeliveryPartner } from '@haat/contracts';
import { useEffect, useState } from 'react';
import { useCurrentStore } from '../../common/my-stores.ts';
import { inviteLinkOf, inviteMessage, whatsAppLink } from '../partner-view.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

const COPIED_FOR_MS = 2000;

/** A pending invitation's link to hand to the rider: shown, copied, or sent on WhatsApp to their number. */
export function InvitationLink({ partner }: { partner: Pick<DeliveryPartner, 'name' | 'phone' | 'invitePath' | 'inviteExpiresAt'> }) {
  const t = useT(messages);
  const { store } = useCurrentStore();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!partner.invitePath) return null;

  const link = inviteLinkOf(window.location.origin, partner.invitePath);
  const message = inviteMessage({
    name: partner.name,
    link,
    storeName: store?.name ?? null,
    validUntil: partner.inviteExpiresAt ? formatDate(partner.inviteExpiresAt) : null,
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed'); // no clipboard (an old browser, an http page): the link stays selectable
    }
  };

  return (
    <div className="seller-invite-link">
      <input className="field__input seller-invite-link__url" readOnly value={link} aria-label={t('partners.linkFor', { name: partner.name })} onFocus={(e) => e.target.select()} />
      <div className="seller-invite-link__actions">
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy()}>{copied === 'yes' ? t('partners.copied') : t('partners.copyLink')}</button>
        <a className="btn seller-invite-link__whatsapp btn--small" href={whatsAppLink(partner.phone, message)} target="_blank" rel="noreferrer">{t('partners.shareWhatsApp')}</a>
      </div>
      <p className="small muted seller-invite-link__expiry" role="status">
        {copied === 'failed' ? t('partners.copyFailed') : null}
        {copied !== 'failed' && partner.inviteExpiresAt ? t('partners.linkWorksUntil', { when: formatDateTime(partner.inviteExpiresAt) }) : null}
      </p>
    </div>
  );
}
