import type { Role, SessionUser } from '@haat/contracts';
import { translateKit } from '../i18n/kit-i18n.ts';
import messages from './messages.json';

/** How the user signed in: the spec keeps 'shopkeeper' apart from 'seller' on the client only. */
export type LoginType = 'buyer' | 'shopkeeper' | 'seller' | 'deliveryPartner';

export type SessionRoles = {
  isBuyer: boolean;
  /** seller or shopkeeper (spec §3). */
  isSeller: boolean;
  isDeliveryPartner: boolean;
  isSuperadmin: boolean;
};

export function rolesOf(user: Pick<SessionUser, 'role'> | null): SessionRoles {
  // Older servers may still send 'shopkeeper' as a role.
  const role = user?.role as Role | 'shopkeeper' | undefined;
  return {
    isBuyer: role === 'buyer',
    isSeller: role === 'seller' || role === 'shopkeeper',
    isDeliveryPartner: role === 'deliveryPartner',
    isSuperadmin: role === 'superadmin',
  };
}

/**
 * Where a user lands after signing in when no return path was saved (spec §2 'Login page'). The
 * spec gives the superadmin no landing page; they land on the admin console's overview.
 */
export function homePathFor(user: Pick<SessionUser, 'role'> | null): string {
  const roles = rolesOf(user);
  if (roles.isSeller) return '/dashboard';
  if (roles.isDeliveryPartner) return '/delivery/dashboard';
  if (roles.isSuperadmin) return '/admin';
  return '/';
}

const LOGIN_TYPES: readonly LoginType[] = ['buyer', 'shopkeeper', 'seller', 'deliveryPartner'];
export const isLoginType = (value: unknown): value is LoginType => LOGIN_TYPES.includes(value as LoginType);

/** The English text, as the API writes it; what people read is passwordMinLengthText(). */
export const PASSWORD_MIN_LENGTH_TEXT = 'Password must be at least 6 characters long'; // i18n-ignore: the API's English, which the catalog's must equal
/** 'Password must be at least 6 characters long', in the language shown. */
export const passwordMinLengthText = (): string => translateKit(messages, 'kit.login.minPassword');
