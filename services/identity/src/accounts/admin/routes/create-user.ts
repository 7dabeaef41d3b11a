import type { Context } from 'hono';
import { z } from 'zod';
import { emailSchema, indianPhoneSchema, passwordSchema } from '@haat/contracts';
import { conflict, readJson, type AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../../context.ts';
import { withBlankAsAbsent } from '../../../auth/blank-optional-fields.ts';
import { createAccount } from '../../../auth/create-account.ts';
import { citySchema, nameSchema } from '../../profile/profile-fields.ts';
import { adminRoleSchema, toAdminUser } from '../admin-user.ts';

const bodySchema = withBlankAsAbsent(z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: adminRoleSchema.default('buyer'),
  phone: indianPhoneSchema.optional(),
  currentCity: citySchema.optional(),
}), ['phone', 'currentCity']);

const USER_EXISTS_TEXT = 'A user with this email already exists';

/** POST /api/users (superadmin): an account of any role, superadmin included, with its password. */
export function createUser(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, bodySchema);
    const row = await createAccount(ctx.db, body, () => conflict(USER_EXISTS_TEXT));
    ctx.logger.info({ userId: row.id, role: row.role, by: c.get('user').id }, 'account created by a superadmin');
    return c.json({ success: true as const, message: 'User created successfully', data: toAdminUser(row) }, 201);
  };
}
