import { z } from 'zod';
import { baseConfigSchema, portSchema } from '@haat/server-kit';

/** An optional setting: an empty value counts as not set. */
const optionalSetting = (min = 1) => z.preprocess((v) => (v === '' ? undefined : v), z.string().min(min).optional());

/**
 * Coin purchases (src/payments): Razorpay when both keys are set, else the clearly labelled
 * development provider, which never runs in production (create-order then answers 503).
 */
export const paymentConfigSchema = z.object({
  RAZORPAY_KEY_ID: optionalSetting(),
  RAZORPAY_KEY_SECRET: optionalSetting(),
  /** Checks `X-Razorpay-Signature` of POST /api/payments/webhook/razorpay (set in Razorpay's dashboard). */
  RAZORPAY_WEBHOOK_SECRET: optionalSetting(),
  /** Razorpay's API origin; tests point it at a local fake. */
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  /** Signs the development provider's payments; made up per run (or kept in .haat/secrets) when not set. */
  PAYMENTS_DEV_SECRET: optionalSetting(16),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const orderConfigSchema = baseConfigSchema.extend({ PORT: portSchema(4103), ...paymentConfigSchema.shape });
