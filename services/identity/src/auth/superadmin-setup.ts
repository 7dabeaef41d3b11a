import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { superadminSetupBodySchema } from '@haat/contracts';
import { badRequest, conflict, isUniqueViolation, lockForTransaction, readJson, type AppEnv } from '@haat/server-kit';
import { insertUser, superadminExists } from '../users/user-repository.ts';
import { toSessionUser } from '../users/session-user.ts';
import type { IdentityDatabase, NewUser, UserRow } from '../users/user.table.ts';
import type { AuthContext } from './auth-context.ts';
import { withBlankAsAbsent } from './blank-optional-fields.ts';
import { hashPassword } from './passwords.ts';
import { refuseCommonPassword } from '../accounts/password/common-passwords.ts';
import { EMAIL_TAKEN_TEXT } from './register.ts';

const bodySchema = withBlankAsAbsent(superadminSetupBodySchema, ['phone']);

export const SUPERADMIN_EXISTS_TEXT = 'A superadmin account already exists';

/** GET /api/auth/superadmin-setup: whether the one-time set-up form may still be used. */
export function getSuperadminSetup(ctx: AuthContext) {
  return async (c: Context<AppEnv>) => c.json({ success: true as const, data: { available: !(await superadminExists(ctx.db)) } });
}

/**
 * Inserts the superadmin only while none exists. A transaction-scoped advisory lock serialises
 * racing calls (check-then-insert would otherwise let two of them through), so exactly one wins.
 */
export async function createFirstSuperadmin(
  db: Kysely<IdentityDatabase>,
  user: Pick<NewUser, 'name' | 'email' | 'password_hash' | 'phone'>,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'identity.superadmin-setup');
    if (await superadminExists(trx)) throw conflict(SUPERADMIN_EXISTS_TEXT);
    return insertUser(trx, { ...user, role: 'superadmin', current_city: null, avatar: null, ban_reason: null, phone_verified_at: null })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw badRequest(EMAIL_TAKEN_TEXT);
        throw err;
      });
  });
}

/**
 * POST /api/auth/superadmin-setup: creates the first superadmin, and only while none exists. No
 * token: it is how a fresh installation gets its administrator.
 */
export function createSuperadmin(ctx: AuthContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, bodySchema);
    if (await superadminExists(ctx.db)) throw conflict(SUPERADMIN_EXISTS_TEXT);
    refuseCommonPassword(body.password);
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
