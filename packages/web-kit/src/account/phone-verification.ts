import { storage } from '../util/local-storage.ts';

/** Spec §5: a locally cached phone verification status is trusted for 1 hour. */
const PHONE_STATUS_TRUST_MS = 60 * 60 * 1000;
/** A new code can be asked for 60 s after the last one. */
export const OTP_RESEND_COOLDOWN_MS = 60_000;

const PHONE_STATUS_KEY = 'phoneVerificationStatus';

/** Spec §3 'Phone verification cache: phone, verified, timestamp'. */
type PhoneStatusCache = { phone: string | null; verified: boolean; timestamp: number };

const isPhoneStatusCache = (v: unknown): v is PhoneStatusCache =>
  typeof v === 'object' && v !== null
  && typeof (v as PhoneStatusCache).verified === 'boolean'
  && typeof (v as PhoneStatusCache).timestamp === 'number'
  && ((v as PhoneStatusCache).phone === null || typeof (v as PhoneStatusCache).phone === 'string');

const isFreshPhoneStatus = (entry: PhoneStatusCache, now: number): boolean => now >= entry.timestamp && now - entry.timestamp < PHONE_STATUS_TRUST_MS;

/** The cached status while it is under an hour old; an old or corrupt entry is dropped. */
export function readPhoneStatus(now: number = Date.now()): PhoneStatusCache | null {
  const entry = storage.getJson(PHONE_STATUS_KEY, isPhoneStatusCache);
  if (entry && isFreshPhoneStatus(entry, now)) return entry;
  if (entry) storage.remove(PHONE_STATUS_KEY);
  return null;
}

export function writePhoneStatus(phone: string | null, verified: boolean, now: number = Date.now()): void {
  storage.setJson(PHONE_STATUS_KEY, { phone, verified, timestamp: now } satisfies PhoneStatusCache);
}

export const forgetPhoneStatus = (): void => storage.remove(PHONE_STATUS_KEY);

/** Whole seconds until a code can be sent again (0 = now). */
export const secondsUntil = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));
