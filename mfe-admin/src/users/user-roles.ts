import type { Role } from '@haat/contracts';
import commonMessages from '../common/messages.json';
import messages from './messages.json';

/** The roles the list filters by (identity's `roles`; the root of contracts brings zod, so they are listed here as its type allows). */
export const userRoles = ['buyer', 'seller', 'deliveryPartner', 'superadmin'] as const satisfies readonly Role[];

/** What each role is called; the server's value stays in the address and the query. */
export const ROLE_LABEL: Record<Role, keyof typeof messages> = {
  buyer: 'users.roleBuyer',
  seller: 'users.roleSeller',
  deliveryPartner: 'users.roleDeliveryPartner',
  superadmin: 'users.roleSuperadmin',
};

/** The users pages' words: the console's shared ones and their own. */
export const userMessages = { ...commonMessages, ...messages };
