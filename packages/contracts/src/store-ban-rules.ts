// Zod-free (`@haat/contracts/store-ban-rules`): the browser's ban form checks and words things as the server does.

/**
 * A store bans a customer by PHONE, kept as its last 10 digits so '+91 98000 00001', '09800000001'
 * and '9800000001' are one customer. null when fewer than 10 digits remain.
 */
export function banPhoneOf(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

export const BAN_REASON_MAX_LENGTH = 500;

/**
 * The texts of store bans (the product spec, seller part §5, §8). The client logs the user out on any
 * 403 whose text contains 'banned' (spec §8), so no 403 here may contain that word.
 */
export const STORE_BAN_TEXTS = {
  missingPhoneOrStore: 'Unable to ban customer - missing phone number or store information',
  reasonRequired: 'Please provide a reason for banning this customer',
  invalidPhone: 'Please enter a valid 10-digit phone number',
  reasonTooLong: `A reason has at most ${BAN_REASON_MAX_LENGTH} characters`,
  banFailed: 'Failed to ban customer. Please try again.',
  customerBanned: (phone: string) => `Customer with phone ${phone} has been banned from your store`,
  customerUnbanned: (phone: string) => `Customer with phone ${phone} can order from your store again`,
  noSuchBan: 'This phone number is not on your store\'s blocked list',
  notStoreOwner: 'Only the store owner can manage the customers of this store',
} as const;

/**
 * How a phone to ban may be written: 10 digits, optionally after +91, 91 or 0, with spaces, dots,
 * dashes or brackets between. Anything else (letters, 13 digits, a foreign code) is not a phone we
 * would ever see on an order, so banning it is refused rather than cut to its last 10 digits.
 */
export const isBanPhoneSpelling = (raw: string): boolean => /^(\+?91|0)?\d{10}$/.test(raw.replace(/[\s.()-]/g, ''));
