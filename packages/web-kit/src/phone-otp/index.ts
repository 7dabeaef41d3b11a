// Not in the package root: only the screens that verify a phone pay for it, through '@haat/web-kit/phone-otp'.
export { usePhoneOtp, type PhoneOtp } from './use-phone-otp.ts';
export { createPhoneOtpFlow, type PhoneOtpFlow, type PhoneOtpOptions, type PhoneOtpState } from './phone-otp-flow.ts';
