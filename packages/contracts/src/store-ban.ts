import { z } from 'zod';
import { multilineText, plainText } from './text.ts';

/**
 * A store bans a customer by PHONE, kept as its last 10 digits so '+91 98000 00001', '09800000001'
 * and '9800000001' are one customer. null when fewer than 10 digits remain.
 */
export function banPhoneOf(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

const BAN_REASON_MAX_LENGTH = 500;

/**
 * The texts of store bans (the product spec, seller part §5, §8). The client logs the user out on any
 * 403 whose text contains 'banned' (spec §8), so no 403 here may contain that word.
 */
export const STORE_BAN_TEXTS = {
  missingPhoneOrStore: 'Unable to ban customer - missing phone number or store information',
  reasonRequired: 'Please provide a reason for banning this customer',
  invalidPhone: 'Please enter a valid 10-digit phone number',
  reasonTooLong: `A reason has at most ${BAN_REASON_MAX_LENGTH} characters`,
  customerBanned: (phone: string) => `Customer with phone ${phone} has been banned from your store`,
  customerUnbanned: (phone: string) => `Customer with phone ${phone} can order from your store again`,
  noSuchBan: 'This phone number is not on your store\'s blocked list',
  notStoreOwner: 'Only the store owner can manage the customers of this store',
} as const;

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
    const phone = banPhoneOf(raw);
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

/** One ban as the seller sees it (ban-customer reply, banned-customers list). */
export type StoreBan = { storeId: string; phone: string; reason: string; bannedBy: string; createdAt: string };
/** GET /api/stores/:id/check-ban/:phone */
export type StoreBanCheck = { isBanned: boolean; reason: string | null };
/** GET /api/stores/banned-check: the stores that ban a phone of the signed-in customer. */
export type BannedStoresCheck = { bannedStores: { storeId: string; reason: string }[] };
