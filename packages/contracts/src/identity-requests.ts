import { z } from 'zod';
import { plainText } from './text.ts';
import { emailSchema, indianPhoneSchema, passwordSchema } from './user.ts';

/**
 * The request bodies and queries of identity's verification, recovery and account calls, shared so
 * the OpenAPI document (openapi/calls/identity-calls.ts) shows the very schemas identity validates with.
 */

export const INVALID_VERIFICATION_TOKEN_TEXT = 'Invalid or expired verification token';
export const INVALID_WIDGET_TOKEN_TEXT = 'Invalid or expired phone verification token';
export const INVALID_RESET_TOKEN_TEXT = 'Invalid or expired reset token';

/** A token as the link or the provider gives it: printable ASCII, no spaces or control characters. */
const tokenSchema = (message: string, max: number, required = message) =>
  z.string(required).trim().min(1, required).max(max, message).regex(/^[\x21-\x7e]+$/, message);

/** POST /api/auth/google */
export const googleSignInBodySchema = z.object({ token: tokenSchema('Invalid Google token', 8192, 'Google token is required') });

/** POST /api/auth/verify-email */
export const verifyEmailBodySchema = z.object({ token: tokenSchema(INVALID_VERIFICATION_TOKEN_TEXT, 200) });

/** POST /api/verification/verify-token (the phone widget's token) */
export const verifyWidgetTokenBodySchema = z.object({ token: tokenSchema(INVALID_WIDGET_TOKEN_TEXT, 8192) });

/** POST /api/verification/check-phone, send-otp and resend-otp */
export const phoneBodySchema = z.object({ phone: indianPhoneSchema });

/** POST /api/verification/verify-otp */
export const verifyOtpBodySchema = z.object({
  phone: indianPhoneSchema,
  otp: z.string('Please enter the 6-digit OTP').trim().regex(/^\d{6}$/, 'Please enter the 6-digit OTP'),
});

/** POST /api/auth/forgot-password */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });

/** POST /api/auth/reset-password */
export const resetPasswordBodySchema = z
  .object({
    token: tokenSchema(INVALID_RESET_TOKEN_TEXT, 200),
    password: passwordSchema,
    confirmPassword: z.string('Passwords do not match'),
  })
  .refine((b) => b.password === b.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** DELETE /api/users/profile: the account's own password confirms it */
export const deleteOwnAccountBodySchema = z.object({ password: z.string().min(1, 'Please enter your password').max(128) });

/** GET /api/verification/dev-outbox (development only) */
export const devOutboxQuerySchema = z.object({
  recipient: plainText({ label: 'Recipient', max: 320 }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
