import type { SessionUser } from '@haat/contracts';
import { rolesOf, type LoginType } from './roles.ts';

/** The heading of the login page when the buyer was sent there from checkout. */
export const CHECKOUT_SIGN_IN_TEXT = 'Sign in to place your order';

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
  if (roles.isBuyer) {
    const next = chosen === 'deliveryPartner'
      ? 'To deliver orders for a store, create a delivery partner account.'
      : 'To sell on Haat, create a seller account.';
    return `This is a buyer account, so you are signed in as a buyer. ${next}`;
  }
  if (roles.isSeller) return 'This is a shopkeeper account, so you are signed in to your store dashboard. To shop on Haat, use a buyer account.';
  if (roles.isDeliveryPartner) return 'This is a delivery partner account, so you are signed in as a delivery partner.';
  return null;
}
