/**
 * Reading the replies of the account calls (sign-in, address book, phone verification, Google
 * settings). Apart from user.ts so the browser can import it without zod (`@haat/contracts/user-reply`).
 */
import type { Address, SessionUser } from './user.ts';
import { asRecord, idOf, readNumber, readText, readTextOrNumber } from './reply-fields.ts';

const INVALID_RESPONSE_TEXT = 'Invalid response structure from server';

/**
 * The signed-in user of a reply (GET /auth/me's `data`, a session reply's `user`), as the server sent
 * it; anything without a role throws. Checked no deeper: the shell reads it before every first paint.
 */
export function readSessionUser(value: unknown): SessionUser {
  const user = asRecord(value);
  if (typeof user['role'] !== 'string') throw new Error(INVALID_RESPONSE_TEXT);
  return user as SessionUser;
}

/** Login, register and Google sign-in: the token and user at the top or under `data`; anything else throws. */
export function readAuthReply(reply: unknown): { token: string; user: SessionUser } {
  const r = asRecord(reply);
  const data = asRecord(r['data']);
  const token = r['token'] ?? data['token'];
  if (typeof token !== 'string' || !token) throw new Error(INVALID_RESPONSE_TEXT);
  return { token, user: readSessionUser(r['user'] ?? data['user']) };
}

/** One entry of the address book as the browser keeps it: the API's Address without `_id` and times; the label is '' when there is none. */
export type SavedAddress = Omit<Address, '_id' | 'label' | 'createdAt' | 'updatedAt'> & { label: string };

/** One address, whichever id field the server used; null when it has no id. */
function readAddress(raw: unknown): SavedAddress | null {
  const r = asRecord(raw);
  const id = idOf(r);
  if (!id) return null;
  return {
    id,
    name: readText(r['name']),
    address: readText(r['address']),
    city: readText(r['city']),
    postalCode: readTextOrNumber(r['postalCode']),
    phone: readTextOrNumber(r['phone']),
    email: readText(r['email']),
    label: readText(r['label']),
    isDefault: r['isDefault'] === true,
  };
}

/** The address list of a reply: `data` as a list, or `data.addresses`; default first. */
export function readAddresses(reply: unknown): SavedAddress[] {
  const data = asRecord(reply)['data'];
  const list = Array.isArray(data) ? data : asRecord(data)['addresses'];
  if (!Array.isArray(list)) return [];
  const addresses = list.map(readAddress).filter((a): a is SavedAddress => a !== null);
  return [...addresses.filter((a) => a.isDefault), ...addresses.filter((a) => !a.isDefault)];
}

/** The phone fields of the session user, as GET /verification/phone-status and verify-otp answer them. */
export type PhoneStatus = Pick<SessionUser, 'phone' | 'phoneVerified' | 'phoneVerifiedAt'>;

/** The status from `data` or the reply itself. Spec §7: a reply that cannot be read counts as not verified. */
export function readPhoneStatusReply(reply: unknown): PhoneStatus {
  const r = asRecord(reply);
  const data = r['data'] && typeof r['data'] === 'object' ? asRecord(r['data']) : r;
  return {
    phone: readText(data['phone']) || null,
    phoneVerified: data['phoneVerified'] === true,
    phoneVerifiedAt: typeof data['phoneVerifiedAt'] === 'string' ? data['phoneVerifiedAt'] : null,
  };
}

/** A one-time code sent and not entered yet (GET /verification/phone-status `codeSent`). */
export type PhoneCodeSent = { phone: string; expiresAt: string; resendAfterSeconds: number };

/** The code waiting to be entered, from a phone-status reply; null when none or unreadable. */
export function readPhoneCodeSent(reply: unknown): PhoneCodeSent | null {
  const sent = asRecord(asRecord(asRecord(reply)['data'])['codeSent']);
  const phone = readText(sent['phone']);
  const expiresAt = readText(sent['expiresAt']);
  if (!phone || !expiresAt) return null;
  return { phone, expiresAt, resendAfterSeconds: Math.max(0, Math.ceil(readNumber(sent['resendAfterSeconds'], 0))) };
}

type GoogleConfig = { configured: boolean; clientId: string | null };

/** GET /auth/check-oauth-config → `data.google.{configured, clientId}`; anything else: not configured. */
export function readGoogleConfig(reply: unknown): GoogleConfig {
  const google = asRecord(asRecord(asRecord(reply)['data'])['google']);
  return { configured: google['configured'] === true, clientId: readText(google['clientId']) || readText(google['client_id']) || null };
}
