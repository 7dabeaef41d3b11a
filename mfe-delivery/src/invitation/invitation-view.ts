import type { DeliveryInvitation } from '@haat/contracts';
import type { Translate } from '@haat/web-kit';
import type messages from './messages.json';

/** Who sees what on /delivery-partners, from the session and the invitation alone. */

export type Viewer = { status: 'loading' | 'anonymous' | 'signed-in'; isDeliveryPartner: boolean };

/** With an invitation: a guest registers, a delivery partner accepts, anyone else is told it is not for them. */
export type InvitationView = 'wait' | 'register' | 'accept' | 'wrong-role';

export function invitationViewFor(viewer: Viewer): InvitationView {
  if (viewer.status === 'loading') return 'wait';
  if (viewer.status === 'anonymous') return 'register';
  return viewer.isDeliveryPartner ? 'accept' : 'wrong-role';
}

/** Without one: a delivery partner sees their stores, anyone else what the page is for. */
export function pageViewFor(viewer: Viewer): 'wait' | 'stores' | 'explain' {
  if (viewer.status === 'loading') return 'wait';
  return viewer.status === 'signed-in' && viewer.isDeliveryPartner ? 'stores' : 'explain';
}

/** Why an invitation can no longer be used, in the server's words (DELIVERY_TEXTS) and the language shown; null while it is open. */
export function closedInvitationText(invitation: Pick<DeliveryInvitation, 'state'>, t: Translate<typeof messages>): string | null {
  if (invitation.state === 'expired') return t('invitation.expired');
  if (invitation.state === 'accepted') return t('invitation.used');
  return null;
}

/**
 * The login page with the way back (the login page reads `returnTo` from the address or from router
 * state); the state also names the role, for a login page that preselects it.
 */
export function loginTargetFor(returnTo: string): { to: string; state: { returnTo: string; role: 'deliveryPartner' } } {
  return { to: `/login?returnTo=${encodeURIComponent(returnTo)}`, state: { returnTo, role: 'deliveryPartner' } };
}

/** The invitation code of the address, trimmed; '' without one. */
export const inviteCodeOf = (params: URLSearchParams): string => params.get('invite')?.trim() ?? '';
