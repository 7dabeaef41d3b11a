export { newPasswordProblem, PASSWORD_MIN_LENGTH, PASSWORDS_DIFFER_TEXT } from './password-rules.ts';
export { isIndianMobile, isEmail, isImageUrl, PHONE_TEXT, EMAIL_TEXT } from './contact-rules.ts';
export { addressProblem, addressBody, emptyAddress, type AddressDraft } from './address-rules.ts';
// The reader lives in contracts (readAddresses, SavedAddress); these names stay until mfe-buyer imports it from there.
export { readAddresses as addressesOf, type SavedAddress as Address } from '@haat/contracts/user-reply';
export {
  readPhoneStatus, writePhoneStatus, forgetPhoneStatus, isFreshPhoneStatus, secondsUntil,
  PHONE_STATUS_TRUST_MS, OTP_RESEND_COOLDOWN_MS, type PhoneStatusCache,
} from './phone-verification.ts';
export { forgetAccount } from './forget-account.ts';
