import { rolesOf } from '@haat/web-kit';
import type { SessionUser } from '@haat/contracts';

export type NavItem = {
  to: string;
  label: string;
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
  { to: '/', label: 'Home', end: true },
  { to: '/stores', label: 'Stores' },
  { to: '/offers', label: 'Offers' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/cart', label: 'Cart', state: { fromCartButton: true }, badge: 'cart' },
  { to: '/orders', label: 'Orders', activePrefix: '/orders' },
];

export const sellerLinks: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', end: true },
  { to: '/manage-store', label: 'Store' },
  { to: '/manage-products', label: 'Products' },
  { to: '/manage-orders', label: 'Orders' },
  // Counts the buyers' unread messages (issue 35): a question no longer waits unseen.
  { to: '/dashboard/messages', label: 'Messages', badge: 'unread-messages' },
  { to: '/dashboard/broadcasts', label: 'Broadcasts' },
  { to: '/manage-delivery-partners', label: 'Delivery Partners' },
];

export const deliveryLinks: NavItem[] = [
  { to: '/delivery', label: 'Dashboard', activePrefix: '/delivery/dashboard', end: true },
  { to: '/delivery/orders', label: 'Orders' },
  // Named as its page is: the menu's own 'Profile' is the account's (/profile), and both once showed as 'Profile'.
  { to: '/delivery/profile', label: 'Delivery Profile' },
];

/**
 * The superadmin's bar (the spec gives the role none; docs/decisions/0141-the-superadmins-bar.md): the
 * console's daily sections, the open reports counted on Reports; the rest under More.
 */
export const adminLinks: NavItem[] = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/reports', label: 'Reports', badge: 'open-reports' },
  { to: '/admin/verifications', label: 'Verifications' },
  { to: '/admin/grievances', label: 'Grievances' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/stores', label: 'Stores' },
];

export const adminMoreLinks: NavItem[] = [
  { to: '/admin/cities', label: 'Cities' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/outbox', label: 'Outbox' },
  { to: '/admin/jobs', label: 'Jobs' },
  { to: '/admin/broadcast', label: 'Broadcast' },
];

/** The profile menu's extra entries per bar (Profile and Logout are always there). */
export const profileMenuLinks: Record<NavVariant, NavItem[]> = {
  // The buyer's conversations with stores (issue 12); a signed-in non-buyer on the buyer bar does not get it.
  buyer: [{ to: '/orders/messages', label: 'Messages' }],
  seller: [{ to: '/banned-customers', label: 'Banned Users' }],
  // The spec also lists /banned-customers here: a seller page a rider cannot open (docs/decisions/0094-the-delivery-apps-pages.md).
  delivery: [{ to: '/delivery-partners', label: 'Delivery Partners' }],
  admin: [],
};

export const logoTarget: Record<NavVariant, string> = { buyer: '/stores', seller: '/dashboard', delivery: '/delivery', admin: '/admin' };
