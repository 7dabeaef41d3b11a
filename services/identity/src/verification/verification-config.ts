import { z } from 'zod';

/** An environment variable set to "" counts as not set (compose files and .env templates leave them blank). */
const optionalText = () => z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Settings of e-mail, SMS, OTPs, password reset and Google sign-in (owned by src/verification). */
export const verificationConfigShape = {
  /** Where the browser reaches the app: links in e-mails point here. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** smtp://user:pass@host:587 or smtps://…:465. Unset: e-mails go to the development outbox. */
  SMTP_URL: optionalText(),
  MAIL_FROM: z.string().default('Haat <no-reply@haat.local>'),
  /** `development` writes SMS to the outbox table; `msg91` sends through MSG91's flow API. */
  SMS_PROVIDER: z.enum(['development', 'msg91']).default('development'),
  SMS_API_URL: z.url().default('https://control.msg91.com/api/v5'),
  /** MSG91 auth key (server side only). */
  SMS_API_KEY: optionalText(),
  /** MSG91 flow template (DLT-approved) whose text holds the variable ##otp##. */
  SMS_TEMPLATE_ID: optionalText(),
  /** MSG91 OTP widget id and its widget token: both are meant to be embedded in the browser. */
  SMS_WIDGET_ID: optionalText(),
  SMS_WIDGET_TOKEN: optionalText(),
  /** Server secret (≥ 32 characters) for OTP hashes, sealed job payloads and development widget tokens. */
  OTP_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'OTP_SECRET must be at least 32 characters').optional()),
  OTP_TTL_SECONDS: seconds(10 * 60),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  OTP_RESEND_COOLDOWN_SECONDS: seconds(60),
  /** Texts cost money and can be used to pester a number: at most this many codes per phone per hour. */
  OTP_MAX_SENDS_PER_HOUR: z.coerce.number().int().positive().default(5),
  RESET_TOKEN_TTL_SECONDS: seconds(60 * 60),
  EMAIL_VERIFICATION_TTL_SECONDS: seconds(24 * 60 * 60),
  /** One reset e-mail per account per this many seconds, so the form cannot flood an inbox. */
  RESET_EMAIL_COOLDOWN_SECONDS: seconds(60),
  GOOGLE_CLIENT_ID: optionalText(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
};

const verificationSettingsSchema = z.object(verificationConfigShape);
export type VerificationSettings = z.infer<typeof verificationSettingsSchema>;

/**
 * The verification settings with their defaults applied. Parsed again here because a service may be
 * built from a config that only went through the base schema (the test environment does that).
 */
export function readVerificationSettings(config: Record<string, unknown>): VerificationSettings {
  return verificationSettingsSchema.parse(config);
}
