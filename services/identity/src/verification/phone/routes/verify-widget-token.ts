import type { Context } from 'hono';
import { INVALID_WIDGET_TOKEN_TEXT, indianPhoneSchema, verifyWidgetTokenBodySchema } from '@haat/contracts';
import { AppError, badRequest, readJson, type AppEnv } from '@haat/server-kit';
import type { VerificationContext } from '../../../context.ts';
import { markPhoneVerified } from '../mark-phone-verified.ts';

/**
 * POST /api/verification/verify-token {token}: the phone-verification widget verified a code in the
 * browser and handed over an access token; the provider confirms it and names the phone, which
 * becomes the signed-in user's verified number.
 */
export function verifyWidgetToken(ctx: VerificationContext) {
  return async (c: Context<AppEnv>) => {
    const { token } = await readJson(c, verifyWidgetTokenBodySchema);
    const userId = c.get('user').id;
    const check = await ctx.widget.check(token, userId);
    if (!check.ok && check.reason === 'unavailable') throw new AppError(503, 'Phone verification service is unavailable. Please try again.');
    if (!check.ok) throw badRequest(INVALID_WIDGET_TOKEN_TEXT);
    const phone = indianPhoneSchema.safeParse(check.phone);
    if (!phone.success) throw badRequest('The verified number is not an Indian mobile number');
    const status = await ctx.db.transaction().execute((trx) => markPhoneVerified(trx, userId, phone.data));
    return c.json({ success: true as const, message: 'Phone number verified successfully', data: status });
  };
}
