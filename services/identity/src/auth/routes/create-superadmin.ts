import type { Context } from 'hono';
import { superadminSetupBodySchema } from '@haat/contracts';
import { conflict, readJson, type AppEnv } from '@haat/server-kit';
import { superadminExists } from '../../users/user-repository.ts';
import { toSessionUser } from '../../users/session-user.ts';
import type { IdentityContext } from '../../context.ts';
import { refuseCommonPassword } from '../../accounts/password/common-passwords.ts';
import { refuseEmailInPassword } from '../../accounts/password/email-in-password.ts';
import { withBlankAsAbsent } from '../blank-optional-fields.ts';
import { createFirstSuperadmin, SUPERADMIN_EXISTS_TEXT } from '../first-superadmin.ts';
import { hashPassword } from '../passwords.ts';

const bodySchema = withBlankAsAbsent(superadminSetupBodySchema, ['phone']);

/**
 * POST /api/auth/superadmin-setup: creates the first superadmin, and only while none exists. No
 * token: it is how a fresh installation gets its administrator.
 */
export function createSuperadmin(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, bodySchema);
    if (await superadminExists(ctx.db)) throw conflict(SUPERADMIN_EXISTS_TEXT);
    refuseCommonPassword(body.password);
    refuseEmailInPassword(body.password, body.email);
    const passwordHash = await hashPassword(body.password); // outside the lock: it is the slow part
    const row = await createFirstSuperadmin(ctx.db, {
      name: body.name,
      email: body.email,
      password_hash: passwordHash,
      phone: body.phone ?? null,
    });
    ctx.logger.info({ userId: row.id }, 'superadmin account created through the set-up form');
    return c.json({ success: true as const, message: 'Superadmin account created successfully!', data: { user: toSessionUser(row) } }, 201);
  };
}
