/**
 * What a seller's search text may mean (GET /api/orders/store/:id?search=): a full order id; the
 * 8-character short ref the screens show (#XXXXXXXX, any case; with '#' it is only that); a phone number
 * (digits, with or without +91 or a leading 0: prefix of the 10-digit number, exact from 10
 * digits); a customer name (every word is the start of a word of the name, any case). Text that
 * could be several of these matches any of them.
 */
export type OrderSearch =
  | { kind: 'id'; id: string }
  | { kind: 'any'; shortRef: string | null; phonePrefix: string | null; nameWords: string[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHORT_REF = /^#?([0-9a-f]{8})$/i;
const PHONE_LIKE = /^\+?[\d\s()-]+$/;
const MAX_NAME_WORDS = 5;

export function parseOrderSearch(text: string): OrderSearch | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const bare = trimmed.replace(/^#/, '');
  if (UUID.test(bare)) return { kind: 'id', id: bare.toLowerCase() };
  const shortRef = SHORT_REF.exec(trimmed)?.[1]?.toLowerCase() ?? null;
  if (trimmed.startsWith('#')) return shortRef ? { kind: 'any', shortRef, phonePrefix: null, nameWords: [] } : null;
  const phonePrefix = PHONE_LIKE.test(trimmed) ? phoneDigits(trimmed) : null;
  const nameWords = (trimmed.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, MAX_NAME_WORDS);
  if (!shortRef && !phonePrefix && nameWords.length === 0) return null;
  return { kind: 'any', shortRef, phonePrefix, nameWords };
}

/** The national number (at most its 10 digits) of what was typed: +91 98…, 098…, 98…. */
function phoneDigits(text: string): string | null {
  let digits = text.replace(/\D/g, '');
  if (text.trim().startsWith('+')) digits = digits.startsWith('91') ? digits.slice(2) : '';
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 0 || digits.length > 10) return null;
  return digits;
}

/** A tsquery (simple configuration) for name words: each word a prefix. Words hold letters and digits only. */
export const nameQuery = (words: string[]): string => words.map((word) => `${word}:*`).join(' & ');
