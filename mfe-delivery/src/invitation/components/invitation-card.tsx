import { formatDate } from '@haat/web-kit';
import type { DeliveryInvitation } from '@haat/contracts';
import type { ReactNode } from 'react';

/** "{store} invites you to deliver for them", who is invited, until when; the action for this visitor below. */
export function InvitationCard({ invitation, children }: { invitation: DeliveryInvitation; children?: ReactNode }) {
  return (
    <section className="card delivery-invite" aria-labelledby="delivery-invite-title">
      <h2 id="delivery-invite-title" className="delivery-invite__title">{invitation.storeName} invites you to deliver for them</h2>
      <p className="delivery-invite__who">
        For <strong>{invitation.name}</strong>, phone ending <strong>{invitation.phoneEnding}</strong>
      </p>
      {invitation.state === 'pending' ? <p className="muted small">Valid until {formatDate(invitation.expiresAt)}</p> : null}
      {children}
    </section>
  );
}
