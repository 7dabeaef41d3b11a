import { z } from 'zod';
import { multilineText, plainText } from './text.ts';
import { BAN_REASON_MAX_LENGTH, banPhoneOf, isBanPhoneSpelling, STORE_BAN_TEXTS } from './store-ban-rules.ts';
import type { storeBanSchema } from './replies/order-replies.ts';

export { banPhoneOf, isBanPhoneSpelling, STORE_BAN_TEXTS, BAN_REASON_MAX_LENGTH } from './store-ban-rules.ts';

/**
 * What checkout answers (403) a customer the store has banned. The seller's reason is shown (spec
 * §5) with the word 'banned' replaced, so the client does not take it for an account ban and log out.
 */
export function storeRefusesCustomerText(reason: string): string {
  return `This store is not accepting orders from you. Reason from the seller: ${reason.replace(/banned/gi, 'blocked')}`;
}

const banPhoneSchema = plainText({ label: 'Phone', max: 30, tooLong: STORE_BAN_TEXTS.invalidPhone, required: STORE_BAN_TEXTS.missingPhoneOrStore })
  .min(1, STORE_BAN_TEXTS.missingPhoneOrStore)
  .transform((raw, ctx) => {
    const phone = isBanPhoneSpelling(raw) ? banPhoneOf(raw) : null;
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: STORE_BAN_TEXTS.invalidPhone });
      return z.NEVER;
    }
    return phone;
  });

/** POST /api/stores/:id/ban-customer {phone, banReason}; `phone` comes out as its last 10 digits. */
export const banCustomerBodySchema = z.object({
  phone: banPhoneSchema,
  banReason: multilineText({ label: 'Reason', max: BAN_REASON_MAX_LENGTH, tooLong: STORE_BAN_TEXTS.reasonTooLong, required: STORE_BAN_TEXTS.reasonRequired })
    .min(1, STORE_BAN_TEXTS.reasonRequired),
});

/** GET /api/stores/banned-check?phone=: an optional phone to check besides the caller's order phones. */
export const bannedCheckQuerySchema = z.object({ phone: banPhoneSchema.optional() });

/** One ban as the seller sees it (ban-customer reply, banned-customers list; replies/order-replies.ts describes it). */
export type StoreBan = z.infer<typeof storeBanSchema>;
/** GET /api/stores/:id/check-ban/:phone */
export type StoreBanCheck = { isBanned: boolean; reason: string | null };
/** GET /api/stores/banned-check: the stores that ban a phone of the signed-in customer. */
export type BannedStoresCheck = { bannedStores: { storeId: string; reason: string }[] };
