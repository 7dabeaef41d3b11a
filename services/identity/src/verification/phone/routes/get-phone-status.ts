import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { VerificationContext } from '../../../context.ts';
import { currentUser } from '../current-user.ts';

/** GET /api/verification/phone-status: the signed-in user's phone and whether it is verified. */
export function phoneStatus(ctx: VerificationContext) {
  return async (c: Context<AppEnv>) => {
    const row = await currentUser(ctx, c);
    return c.json({ success: true as const, data: { phone: row.phone, phoneVerified: row.phone_verified, phoneVerifiedAt: row.phone_verified_at?.toISOString() ?? null } });
  };
}
