import type { SessionUser } from '@haat/contracts';
import { translateKit } from '../i18n/kit-i18n.ts';
import messages from './messages.json';
import { rolesOf, type LoginType } from './roles.ts';

/** True when the saved way back after login is the checkout (spec §2: /checkout is for buyers). */
export function isCheckoutReturn(returnTo: string | null): boolean {
  return !!returnTo && /^\/checkout(\/|\?|#|$)/.test(returnTo);
}

/** Whether the role chosen on the login form fits the account the server signed in. */
function choiceFits(chosen: LoginType, user: Pick<SessionUser, 'role'>): boolean {
  const roles = rolesOf(user);
  if (chosen === 'shopkeeper' || chosen === 'seller') return roles.isSeller;
  if (chosen === 'deliveryPartner') return roles.isDeliveryPartner;
  return roles.isBuyer;
}

/**
 * The login type to remember: the role chosen when it fits the account, else the account's own
 * (the server signs in the account's real role whatever was chosen: identity login.ts).
 */
export function loginTypeAfterSignIn(chosen: LoginType, user: Pick<SessionUser, 'role'>): LoginType {
  if (choiceFits(chosen, user)) return chosen;
  const roles = rolesOf(user);
  return roles.isSeller ? 'seller' : roles.isDeliveryPartner ? 'deliveryPartner' : 'buyer';
}

/**
 * What to tell someone whose chosen role is not their account's, or null when it fits. The
 * superadmin has no choice of their own on the form, so they are not told.
 */
export function roleMismatchText(chosen: LoginType, user: Pick<SessionUser, 'role'>): string | null {
  if (choiceFits(chosen, user)) return null;
  const roles = rolesOf(user);
  if (roles.isBuyer) return translateKit(messages, chosen === 'deliveryPartner' ? 'kit.login.buyerDeliver' : 'kit.login.buyerSell');
  if (roles.isSeller) return translateKit(messages, 'kit.login.seller');
  if (roles.isDeliveryPartner) return translateKit(messages, 'kit.login.rider');
  return null;
}
