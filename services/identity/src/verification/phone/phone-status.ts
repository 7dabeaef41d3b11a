import type { Context } from 'hono';
import { z } from 'zod';
import { indianPhoneSchema } from '@haat/contracts';
import { notFound, readJson, type AppEnv } from '@haat/server-kit';
import { findUserById } from '../../users/user-repository.ts';
import type { VerificationContext } from '../verification-context.ts';

async function currentUser(ctx: VerificationContext, c: Context<AppEnv>) {
  const row = await findUserById(ctx.auth.db, c.get('user').id);
  if (!row) throw notFound('User not found', 'This account no longer exists.');
  return row;
}

/** GET /api/verification/phone-status: the signed-in user's phone and whether it is verified. */
export function phoneStatus(ctx: VerificationContext) {
  return async (c: Context<AppEnv>) => {
    const row = await currentUser(ctx, c);
    return c.json({ success: true as const, data: { phone: row.phone, phoneVerified: row.phone_verified, phoneVerifiedAt: row.phone_verified_at?.toISOString() ?? null } });
  };
}

const checkSchema = z.object({ phone: indianPhoneSchema });

/** POST /api/verification/check-phone {phone}: whether this number is the signed-in user's verified phone. */
export function checkPhone(ctx: VerificationContext) {
  return async (c: Context<AppEnv>) => {
    const { phone } = await readJson(c, checkSchema);
    const row = await currentUser(ctx, c);
    const verified = row.phone === phone && row.phone_verified;
    return c.json({ success: true as const, data: { phone, verified, phoneVerifiedAt: verified ? (row.phone_verified_at?.toISOString() ?? null) : null } });
  };
}
