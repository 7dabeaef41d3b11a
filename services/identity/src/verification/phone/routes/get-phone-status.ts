import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { VerificationContext } from '../../../context.ts';
import { currentUser } from '../current-user.ts';
import { openCodeOf } from '../phone-otps.ts';

/**
 * GET /api/verification/phone-status: the signed-in user's phone and whether it is verified, and
 * the code sent that is waiting to be entered (`codeSent`, null when none): where it went, until
 * when it works, and when another may be sent.
 */
export function phoneStatus(ctx: VerificationContext) {
  const limits = { cooldownSeconds: ctx.settings.OTP_RESEND_COOLDOWN_SECONDS, maxAttempts: ctx.settings.OTP_MAX_ATTEMPTS };
  return async (c: Context<AppEnv>) => {
    const row = await currentUser(ctx, c);
    const codeSent = await openCodeOf(ctx.db, row.id, limits);
    return c.json({ success: true as const, data: { phone: row.phone, phoneVerified: row.phone_verified, phoneVerifiedAt: row.phone_verified_at?.toISOString() ?? null, codeSent } });
  };
}
