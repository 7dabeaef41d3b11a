export { mountVerificationRoutes } from './mount-verification-routes.ts';
export { sendVerificationEmail } from './email/send-verification-email.ts';
export { verificationConfigShape } from './verification-config.ts';
