export { newPasswordProblem, PASSWORD_MIN_LENGTH, PASSWORDS_DIFFER_TEXT } from './password-rules.ts';
export { isIndianMobile, isEmail, isImageUrl, PHONE_TEXT, EMAIL_TEXT } from './contact-rules.ts';
export { addressProblem, addressesOf, addressBody, emptyAddress, toAddress, type Address, type AddressDraft } from './address-rules.ts';
export {
  readPhoneStatus, writePhoneStatus, forgetPhoneStatus, phoneStatusOf, isFreshPhoneStatus, secondsUntil,
  PHONE_STATUS_TRUST_MS, OTP_RESEND_COOLDOWN_MS, type PhoneStatusCache,
} from './phone-verification.ts';
export { forgetAccount } from './forget-account.ts';
