import { z } from 'zod';
import { roles, type AdminUser } from '@haat/contracts';
import { isUuid, notFound } from '@haat/server-kit';
import { toSessionUser } from '../../users/session-user.ts';
import type { UserRow } from '../../users/user.table.ts';

/** The admin's view of an account: the session user plus when it was created and last changed. */
export function toAdminUser(row: UserRow): AdminUser {
  return { ...toSessionUser(row), createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() };
}

/** Any stored role; `shopkeeper` is the spec's other name for a seller. */
export const adminRoleSchema = z.enum([...roles, 'shopkeeper']).transform((role) => (role === 'shopkeeper' ? 'seller' : role));

export const userNotFound = () => notFound('User not found');

/** The `:id` of a user route; a malformed one can name no account. */
export function userIdParam(id: string | undefined): string {
  if (!isUuid(id)) throw userNotFound();
  return id;
}
