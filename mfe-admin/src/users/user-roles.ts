import type { Role } from '@haat/contracts';

/** The roles the list filters by (identity's `roles`; the root of contracts brings zod, so they are listed here as its type allows). */
export const userRoles = ['buyer', 'seller', 'deliveryPartner', 'superadmin'] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = { buyer: 'Buyer', seller: 'Seller', deliveryPartner: 'Delivery partner', superadmin: 'Superadmin' };
