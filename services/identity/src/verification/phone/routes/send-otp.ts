import { randomInt, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { phoneBodySchema } from '@haat/contracts';
import { AppError, conflict, languageOfRequest, readJson, translateText, type AppEnv } from '@haat/server-kit';
import type { VerificationContext } from '../../../context.ts';
import { PHONE_TAKEN_TEXT, phoneVerifiedElsewhere } from '../mark-phone-verified.ts';
import { insertOtp, lockPhone, otpMaterial, recentSends } from '../phone-otps.ts';

const tooSoon = (message: string, seconds: number) => new AppError(429, message, message, { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });

/**
 * POST /api/verification/send-otp and POST /api/verification/resend-otp {phone}: texts a fresh
 * 6-digit code to the signed-in user's phone (the earlier code stops working). One code per user
 * or phone per cooldown and a few per phone per hour; a refusal is a 429 with Retry-After.
 */
export function sendOtp(ctx: VerificationContext) {
  const { OTP_TTL_SECONDS: ttl, OTP_RESEND_COOLDOWN_SECONDS: cooldown, OTP_MAX_SENDS_PER_HOUR: perHour } = ctx.settings;
  return async (c: Context<AppEnv>) => {
    const { phone } = await readJson(c, phoneBodySchema);
    const userId = c.get('user').id;
    if (await phoneVerifiedElsewhere(ctx.db, phone, userId)) throw conflict(PHONE_TAKEN_TEXT);

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    await ctx.db.transaction().execute(async (trx) => {
      await lockPhone(trx, phone); // two racing requests must not both pass the cooldown
      const recent = await recentSends(trx, userId, phone);
      if (recent.secondsSinceLast !== null && recent.secondsSinceLast < cooldown) {
        const wait = Math.ceil(cooldown - recent.secondsSinceLast);
        throw tooSoon(`Please wait ${wait} seconds before requesting a new OTP.`, wait);
      }
      if (recent.sendsToPhoneLastHour >= perHour) {
        const minutes = Math.max(1, Math.ceil(recent.secondsUntilHourFrees / 60));
        throw tooSoon(`Too many OTP requests for this number. Please try again in ${minutes} minutes.`, recent.secondsUntilHourFrees);
      }
      await insertOtp(trx, { id, userId, phone, codeHash: ctx.secrets.otpHash(otpMaterial(id, phone, code)), ttlSeconds: ttl });
    });
    const minutes = Math.round(ttl / 60);
    await ctx.messages.enqueue({
      channel: 'sms',
      to: phone,
      // The development outbox shows it in the reader's language; MSG91 sends its registered template with the code.
      text: translateText(`${code} is your Haat verification code. It expires in ${minutes} minutes. Do not share it with anyone.`, languageOfRequest(c.req.header('accept-language'))),
      vars: { otp: code },
    }, `phone-otp-${id}`);
    return c.json({ success: true as const, message: 'OTP sent successfully', data: { phone, expiresInSeconds: ttl, resendAfterSeconds: cooldown } });
  };
}
