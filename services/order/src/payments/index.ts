import { requireAuth, requireRole, type App, type BaseConfig } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { paymentConfigSchema } from '../config.ts';
import { choosePaymentProvider } from './choose-provider.ts';
import type { PaymentsContext } from './purchases.ts';
import type { DevelopmentProvider } from './providers/development-provider.ts';
import { createCoinOrder } from './routes/create-coin-order.ts';
import { createPaymentOrder } from './routes/create-payment-order.ts';
import { verifyPayment } from './routes/verify-payment.ts';
import { listPaymentHistory } from './routes/list-payment-history.ts';
import { receivePaymentWebhook } from './routes/receive-webhook.ts';
import { devCheckoutPage } from './routes/dev-checkout-page.ts';
import { devCheckoutPay } from './routes/dev-checkout-pay.ts';
import { devCheckoutCancel } from './routes/dev-checkout-cancel.ts';

/**
 * Coin purchases through one payment provider (Razorpay, or the development provider without keys):
 * create-order and verify-payment under /api/coins and their general form under /api/payments, the
 * seller's history, the provider's webhook, and (development only) the local checkout page.
 * Throws at start for half-given Razorpay keys.
 */
export function mountPaymentRoutes(app: App, ctx: OrderContext, config: BaseConfig): void {
  const provider = choosePaymentProvider({ ...paymentConfigSchema.parse(config), NODE_ENV: config.NODE_ENV, HOST: config.HOST }, ctx.logger);
  const payments: PaymentsContext = { db: ctx.db, logger: ctx.logger, provider };
  const seller = [requireAuth(ctx.verifyToken), requireRole('seller')] as const;
  app.post('/api/coins/create-order', ...seller, createCoinOrder(payments));
  app.post('/api/coins/verify-payment', ...seller, verifyPayment(payments));
  app.post('/api/payments/create-order', ...seller, createPaymentOrder(payments));
  app.post('/api/payments/verify-payment', ...seller, verifyPayment(payments));
  app.get('/api/payments/history', ...seller, listPaymentHistory(payments));
  app.post('/api/payments/webhook/:provider', receivePaymentWebhook(payments));
  if (provider?.name === 'development') {
    const dev = provider as DevelopmentProvider;
    app.get('/api/payments/dev/checkout/:providerOrderId', devCheckoutPage(payments));
    app.post('/api/payments/dev/checkout/:providerOrderId/pay', devCheckoutPay(payments, dev));
    app.post('/api/payments/dev/checkout/:providerOrderId/cancel', devCheckoutCancel(payments));
  }
}
