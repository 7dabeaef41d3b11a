export { isIndianMobile, isEmail, isImageUrl, PHONE_TEXT, EMAIL_TEXT, phoneText, emailText } from './contact-rules.ts';
export {
  readPhoneStatus, writePhoneStatus, forgetPhoneStatus, secondsUntil, OTP_RESEND_COOLDOWN_MS,
} from './phone-verification.ts';
export { forgetAccount } from './forget-account.ts';
