import { rolesOf } from '@haat/web-kit';
import type { SessionUser } from '@haat/contracts';
import type messages from './messages.json';

export type NavItem = {
  to: string;
  /** Its words' id in ./messages.json. */
  label: keyof typeof messages;
  /** Active only on an exact match (Home, Dashboard). */
  end?: boolean;
  /** Active on any path starting with this (Orders: /orders/...). */
  activePrefix?: string;
  /** Extra router state (the cart link passes fromCartButton). */
  state?: unknown;
  /** Which count badge the link carries. */
  badge?: 'cart' | 'open-reports' | 'unread-messages';
};

export type NavVariant = 'buyer' | 'seller' | 'delivery' | 'admin';

export function navVariantOf(user: Pick<SessionUser, 'role'> | null): NavVariant {
  const roles = rolesOf(user);
  if (roles.isSeller) return 'seller';
  if (roles.isDeliveryPartner) return 'delivery';
  if (roles.isSuperadmin) return 'admin';
  return 'buyer';
}

/** Spec §2 'Top navigation bar'. Guests and buyers share one bar. */
export const buyerLinks: NavItem[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/stores', label: 'nav.stores' },
  { to: '/offers', label: 'nav.offers' },
  { to: '/wishlist', label: 'nav.wishlist' },
  { to: '/cart', label: 'nav.cart', state: { fromCartButton: true }, badge: 'cart' },
  { to: '/orders', label: 'nav.orders', activePrefix: '/orders' },
];

export const sellerLinks: NavItem[] = [
  { to: '/dashboard', label: 'nav.dashboard', end: true },
  { to: '/manage-store', label: 'nav.store' },
  { to: '/manage-products', label: 'nav.products' },
  { to: '/manage-orders', label: 'nav.orders' },
  // Counts the buyers' unread messages (issue 35): a question no longer waits unseen.
  { to: '/dashboard/messages', label: 'nav.messages', badge: 'unread-messages' },
  { to: '/dashboard/broadcasts', label: 'nav.broadcasts' },
  { to: '/manage-delivery-partners', label: 'nav.deliveryPartners' },
];

export const deliveryLinks: NavItem[] = [
  { to: '/delivery', label: 'nav.dashboard', activePrefix: '/delivery/dashboard', end: true },
  { to: '/delivery/orders', label: 'nav.orders' },
  // Named as its page is: the menu's own 'Profile' is the account's (/profile), and both once showed as 'Profile'.
  { to: '/delivery/profile', label: 'nav.deliveryProfile' },
];

/**
 * The superadmin's bar (the spec gives the role none; docs/decisions/0141-the-superadmins-bar.md): the
 * console's daily sections, the open reports counted on Reports; the rest under More.
 */
export const adminLinks: NavItem[] = [
  { to: '/admin', label: 'nav.overview', end: true },
  { to: '/admin/reports', label: 'nav.reports', badge: 'open-reports' },
  { to: '/admin/verifications', label: 'nav.verifications' },
  { to: '/admin/grievances', label: 'nav.grievances' },
  { to: '/admin/users', label: 'nav.users' },
  { to: '/admin/stores', label: 'nav.stores' },
];

export const adminMoreLinks: NavItem[] = [
  { to: '/admin/cities', label: 'nav.cities' },
  { to: '/admin/audit', label: 'nav.auditLog' },
  { to: '/admin/outbox', label: 'nav.outbox' },
  { to: '/admin/jobs', label: 'nav.jobs' },
  { to: '/admin/broadcast', label: 'nav.broadcast' },
];

/** The profile menu's extra entries per bar (Profile and Logout are always there). */
export const profileMenuLinks: Record<NavVariant, NavItem[]> = {
  // The buyer's conversations with stores (issue 12); a signed-in non-buyer on the buyer bar does not get it.
  buyer: [{ to: '/orders/messages', label: 'nav.messages' }],
  seller: [{ to: '/banned-customers', label: 'nav.bannedUsers' }],
  // The spec also lists /banned-customers here: a seller page a rider cannot open (docs/decisions/0094-the-delivery-apps-pages.md).
  delivery: [{ to: '/delivery-partners', label: 'nav.deliveryPartners' }],
  admin: [],
};

export const logoTarget: Record<NavVariant, string> = { buyer: '/stores', seller: '/dashboard', delivery: '/delivery', admin: '/admin' };
