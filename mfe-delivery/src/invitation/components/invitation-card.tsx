import { formatDate, withTags } from '@haat/web-kit';
import type { DeliveryInvitation } from '@haat/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

const tags = { strong: (text: string) => <strong>{text}</strong> };

/** "{store} invites you to deliver for them", who is invited, until when; the action for this visitor below. */
export function InvitationCard({ invitation, children }: { invitation: DeliveryInvitation; children?: ReactNode }) {
  const t = useT(messages);
  return (
    <section className="card delivery-invite" aria-labelledby="delivery-invite-title">
      <h2 id="delivery-invite-title" className="delivery-invite__title">{t('invitation.invites', { store: invitation.storeName })}</h2>
      <p className="delivery-invite__who">
        {withTags(t('invitation.who', { name: invitation.name, ending: invitation.phoneEnding }), tags)}
      </p>
      {invitation.state === 'pending' ? <p className="muted small">{t('invitation.validUntil', { date: formatDate(invitation.expiresAt) })}</p> : null}
      {children}
    </section>
  );
}
