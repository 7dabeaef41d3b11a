import type { Context } from 'hono';
import { phoneBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import type { VerificationContext } from '../../../context.ts';
import { currentUser } from '../current-user.ts';

/** POST /api/verification/check-phone {phone}: whether this number is the signed-in user's verified phone. */
export function checkPhone(ctx: VerificationContext) {
  return async (c: Context<AppEnv>) => {
    const { phone } = await readJson(c, phoneBodySchema);
    const row = await currentUser(ctx, c);
    const verified = row.phone === phone && row.phone_verified;
    return c.json({ success: true as const, data: { phone, verified, phoneVerifiedAt: verified ? (row.phone_verified_at?.toISOString() ?? null) : null } });
  };
}
