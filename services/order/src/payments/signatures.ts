import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's two signatures (docs: "Verify payment signature", "Validate webhooks"); the development
// provider signs the same way with its own secret, so one verification path serves both.

const hmacHex = (secret: string, text: string): string => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Checkout's `razorpay_signature`: HMAC-SHA256 (hex) of `order_id|payment_id` with the key secret. */
export const checkoutSignature = (keySecret: string, providerOrderId: string, paymentId: string): string =>
  hmacHex(keySecret, `${providerOrderId}|${paymentId}`);

/** `X-Razorpay-Signature` of a webhook: HMAC-SHA256 (hex) of the raw body with the webhook secret. */
export const webhookSignature = (webhookSecret: string, rawBody: string): string => hmacHex(webhookSecret, rawBody);

/** Compares a signature we computed with one we were given, in constant time; anything not 64 hex digits is false. */
export function signaturesMatch(expectedHex: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}
