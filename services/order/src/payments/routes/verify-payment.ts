import type { Context } from 'hono';
import { PAYMENT_TEXTS, verifyPaymentBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import { verifyPurchase, type PaymentsContext } from '../purchases.ts';

/**
 * POST /api/coins/verify-payment (and its general form POST /api/payments/verify-payment)
 * {orderId | providerOrderId, paymentId, signature} (seller, own purchase): checks the checkout
 * signature and credits the pack once; the same payment again answers the same success, crediting nothing.
 */
export function verifyPayment(ctx: PaymentsContext) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c, verifyPaymentBodySchema);
    const data = await verifyPurchase(ctx, c.get('user').id, body);
    const message = data.credited ? PAYMENT_TEXTS.purchased(data.payment.coins) : PAYMENT_TEXTS.alreadyCredited(data.payment.coins);
    return c.json({ success: true, message, data });
  };
}
