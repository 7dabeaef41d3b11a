import type { Context } from 'hono';
import { verifyOtpBodySchema } from '@haat/contracts';
import { badRequest, readJson, type AppEnv } from '@haat/server-kit';
import { sameDigest } from '../../secrets.ts';
import type { VerificationContext } from '../../../context.ts';
import { markPhoneVerified, type PhoneStatus } from '../mark-phone-verified.ts';
import { consumeOtp, countFailedAttempt, lockPhone, openOtpForUpdate, otpMaterial } from '../phone-otps.ts';

const OTP_EXPIRED_TEXT = 'OTP has expired or was not requested. Please request a new OTP.';
const OTP_LOCKED_TEXT = 'Too many incorrect attempts. Please request a new OTP.';

type Outcome = { kind: 'verified'; status: PhoneStatus } | { kind: 'refused'; error: string };

/**
 * POST /api/verification/verify-otp {phone, otp}: the signed-in user proves the phone. A wrong
 * code uses up one attempt (that is the point of the limit); anything else leaves no trace.
 */
export function verifyOtp(ctx: VerificationContext) {
  const maxAttempts = ctx.settings.OTP_MAX_ATTEMPTS;
  return async (c: Context<AppEnv>) => {
    const { phone, otp } = await readJson(c, verifyOtpBodySchema);
    const userId = c.get('user').id;
    const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
      await lockPhone(trx, phone);
      const row = await openOtpForUpdate(trx, userId, phone);
      if (!row) return { kind: 'refused', error: OTP_EXPIRED_TEXT };
      if (row.attempts >= maxAttempts) return { kind: 'refused', error: OTP_LOCKED_TEXT };
      if (!sameDigest(row.code_hash, ctx.secrets.otpHash(otpMaterial(row.id, phone, otp)))) {
        await countFailedAttempt(trx, row.id);
        const left = maxAttempts - row.attempts - 1;
        return { kind: 'refused', error: left > 0 ? `Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} remaining.` : OTP_LOCKED_TEXT };
      }
      const status = await markPhoneVerified(trx, userId, phone);
      await consumeOtp(trx, row.id);
      return { kind: 'verified', status };
    });
    if (outcome.kind === 'refused') throw badRequest(outcome.error);
    // With the development provider, also what a widget would hand the browser (see widget-token.ts).
    const accessToken = ctx.widget.issue?.(userId, phone);
    return c.json({ success: true as const, message: 'Phone number verified successfully', data: { ...outcome.status, ...(accessToken ? { accessToken } : {}) } });
  };
}
