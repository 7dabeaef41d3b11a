import type { Context } from 'hono';
import { PAYMENT_TEXTS } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import { receiveWebhook, type PaymentsContext } from '../purchases.ts';
import { findPayment } from '../payment-repository.ts';
import type { DevelopmentProvider } from '../providers/development-provider.ts';

/** Where the seller's page takes over after the checkout: /coins with what Razorpay Checkout would hand it. */
export const coinsReturnUrl = (params: Record<string, string>): string => `/coins?${new URLSearchParams(params).toString()}`;

/**
 * POST /api/payments/dev/checkout/:providerOrderId/pay (development provider only): does what
 * Razorpay does when the buyer pays — sends the signed `payment.captured` webhook (to this service,
 * through the same verification as a real one) and sends the browser back to /coins with the order
 * id, payment id and checkout signature, so the page calls verify-payment. A paid purchase is not paid twice.
 */
export function devCheckoutPay(ctx: PaymentsContext, dev: DevelopmentProvider) {
  return async (c: Context<AppEnv>) => {
    const row = await findPayment(ctx.db, { providerOrderId: c.req.param('providerOrderId') ?? '' });
    if (!row || row.provider !== 'development') throw notFound(PAYMENT_TEXTS.orderNotFound);
    const paid = dev.pay({ providerOrderId: row.provider_order_id, amountPaise: row.amount_paise, ...(row.provider_payment_id ? { paymentId: row.provider_payment_id } : {}) });
    if (row.status !== 'paid') await receiveWebhook(ctx, 'development', paid.webhookBody, paid.webhookSignature);
    return c.redirect(coinsReturnUrl({ payment: 'done', orderId: row.id, providerOrderId: row.provider_order_id, paymentId: paid.paymentId, signature: paid.signature }), 303);
  };
}
