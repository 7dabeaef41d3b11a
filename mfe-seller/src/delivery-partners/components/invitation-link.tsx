import { formatDate, formatDateTime } from '@haat/web-kit';
import type { DeliveryPartner } from '@haat/contracts';
import { useEffect, useState } from 'react';
import { useCurrentStore } from '../../common/my-stores.ts';
import { inviteLinkOf, inviteMessage, whatsAppLink } from '../partner-view.ts';

const COPIED_FOR_MS = 2000;

/** A pending invitation's link to hand to the rider: shown, copied, or sent on WhatsApp to their number. */
export function InvitationLink({ partner }: { partner: Pick<DeliveryPartner, 'name' | 'phone' | 'invitePath' | 'inviteExpiresAt'> }) {
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
      <input className="field__input seller-invite-link__url" readOnly value={link} aria-label={`Invitation link for ${partner.name}`} onFocus={(e) => e.target.select()} />
      <div className="seller-invite-link__actions">
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy()}>{copied === 'yes' ? 'Copied!' : 'Copy link'}</button>
        <a className="btn seller-invite-link__whatsapp btn--small" href={whatsAppLink(partner.phone, message)} target="_blank" rel="noreferrer">Share on WhatsApp</a>
      </div>
      <p className="small muted seller-invite-link__expiry" role="status">
        {copied === 'failed' ? 'Could not copy. Select the link and copy it yourself.' : null}
        {copied !== 'failed' && partner.inviteExpiresAt ? `The link works until ${formatDateTime(partner.inviteExpiresAt)}.` : null}
      </p>
    </div>
  );
}
