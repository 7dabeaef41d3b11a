import { z } from 'zod';
import { COIN_PACKAGES, PAYMENT_HISTORY_PAGE_SIZE, PAYMENT_TEXTS } from './coins.ts';
import type {
  coinBalanceSchema, coinLedgerEntrySchema, paymentRecordSchema, providerOrderSchema, verifiedPaymentSchema,
} from './replies/order-replies.ts';

// Request bodies of coin purchases and the types of their replies (the packs and texts are zod-free, in coins.ts).

/** GET /api/coins/balance (seller). */
export type CoinBalance = z.infer<typeof coinBalanceSchema>;

/** POST /api/coins/create-order and /api/payments/create-order: what the page needs to open the checkout. */
export type CoinOrder = z.infer<typeof providerOrderSchema>;

/** One purchase, as GET /api/payments/history lists it and verify-payment returns it. */
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** POST /api/coins/verify-payment and /api/payments/verify-payment. */
export type VerifiedPayment = z.infer<typeof verifiedPaymentSchema>;

/** One row of GET /api/coins/ledger, newest first. */
export type CoinLedgerEntry = z.infer<typeof coinLedgerEntrySchema>;

const packageIndexSchema = z.number({ error: PAYMENT_TEXTS.badPackage }).int(PAYMENT_TEXTS.badPackage).min(0, PAYMENT_TEXTS.badPackage).max(COIN_PACKAGES.length - 1, PAYMENT_TEXTS.badPackage);

/** POST /api/coins/create-order {packageIndex} (the spec's "coin order"). */
export const createCoinOrderBodySchema = z.object({ packageIndex: packageIndexSchema });

/**
 * POST /api/payments/create-order: the general form of the same call (the spec shows no body), so
 * other things sold later get their own `purpose`. Today only coin packs are sold.
 */
export const createPaymentOrderBodySchema = z.object({
  purpose: z.literal('coins', { error: PAYMENT_TEXTS.badPurpose }).default('coins'),
  packageIndex: packageIndexSchema,
});

// Provider ids are short ASCII tokens (Razorpay: order_XXXXXXXXXXXXXX, pay_XXXXXXXXXXXXXX).
const providerId = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Not a valid payment id');

/**
 * POST /api/coins/verify-payment and /api/payments/verify-payment: what Razorpay Checkout hands the
 * page (razorpay_order_id, razorpay_payment_id, razorpay_signature; those names are accepted too).
 * The order is named by our id or the provider's; the signature is checked against the provider
 * order id we stored for it, never one taken from this body.
 */
export const verifyPaymentBodySchema = z
  .preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    const body = raw as Record<string, unknown>;
    return {
      orderId: body['orderId'],
      providerOrderId: body['providerOrderId'] ?? body['razorpay_order_id'],
      paymentId: body['paymentId'] ?? body['razorpay_payment_id'],
      signature: body['signature'] ?? body['razorpay_signature'],
    };
  }, z.object({
    orderId: z.uuid('orderId is not a purchase id').optional(),
    providerOrderId: providerId(PAYMENT_TEXTS.orderMissing).optional(),
    paymentId: providerId(PAYMENT_TEXTS.paymentIdMissing),
    // A hex HMAC (Razorpay's and ours); any other character is no signature.
    signature: z.string({ error: PAYMENT_TEXTS.signatureMissing }).trim().min(1, PAYMENT_TEXTS.signatureMissing).max(256).regex(/^[A-Za-z0-9_=+/-]+$/, 'Not a valid signature'),
  }))
  .refine((body) => body.orderId !== undefined || body.providerOrderId !== undefined, { message: PAYMENT_TEXTS.orderMissing });
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

/** GET /api/payments/history and /api/coins/ledger ?page=&limit= */
export const paymentHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PAYMENT_HISTORY_PAGE_SIZE),
});
