import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import { receiveWebhook, type PaymentsContext } from '../purchases.ts';

/**
 * POST /api/payments/webhook/:provider (public: the signature over the raw body is the
 * authentication; the gateway rate-limits it like any call and passes the body through untouched).
 * Razorpay's `payment.captured` credits the purchase once, like the checkout callback.
 */
export function receivePaymentWebhook(ctx: PaymentsContext) {
  return async (c: Context<AppEnv>) => {
    // The raw text, before any parsing: the signature is over these exact bytes.
    const rawBody = await c.req.text();
    const outcome = await receiveWebhook(ctx, c.req.param('provider') ?? '', rawBody, c.req.header('x-razorpay-signature'));
    return c.json(outcome.body, outcome.status);
  };
}
