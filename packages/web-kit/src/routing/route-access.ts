import type { SessionRoles } from '../session/roles.ts';
import type { RouteAccess } from './remote-routes.ts';

type AccessDecision = { kind: 'allow' } | { kind: 'login' } | { kind: 'redirect'; to: string };
export type AccessSubject = SessionRoles & { signedIn: boolean };

const allow: AccessDecision = { kind: 'allow' };
const login: AccessDecision = { kind: 'login' };
const home: AccessDecision = { kind: 'redirect', to: '/' };

/** The spec's guard table: not signed in → /login with the way back; wrong role → /. */
export function decideAccess(access: RouteAccess, who: AccessSubject): AccessDecision {
  const onlyFor = (hasRole: boolean) => (!who.signedIn ? login : hasRole ? allow : home);
  switch (access) {
    case 'open':
      return allow;
    case 'home':
      if (who.isDeliveryPartner) return { kind: 'redirect', to: '/delivery/dashboard' };
      if (who.isSeller) return { kind: 'redirect', to: '/dashboard' };
      return allow;
    case 'not-seller':
      return who.isSeller ? home : allow;
    case 'buyer-or-guest':
      return !who.signedIn || who.isBuyer ? allow : home;
    case 'signed-in':
      return who.signedIn ? allow : login;
    case 'buyer':
      return onlyFor(who.isBuyer);
    case 'seller':
      return onlyFor(who.isSeller);
    case 'delivery-partner':
      return onlyFor(who.isDeliveryPartner);
    case 'superadmin':
      return onlyFor(who.isSuperadmin);
  }
}

/** Unknown paths: sellers to /dashboard, everyone else to / (spec §2). */
export const unknownPathTarget = (who: Pick<SessionRoles, 'isSeller'>): string => (who.isSeller ? '/dashboard' : '/');

/** Where the guard sends a signed-out visitor: /login, carrying the way back. */
export const loginPathFor = (returnTo: string): string => `/login?returnTo=${encodeURIComponent(returnTo)}`;
