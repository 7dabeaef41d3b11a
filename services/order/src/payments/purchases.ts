import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError, badRequest, notFound, serviceUnavailable, type Logger } from '@haat/server-kit';
import { COIN_PACKAGES, PAYMENT_TEXTS, toPaise, toRupees, type CoinOrder, type PaymentProviderName, type VerifiedPayment, type VerifyPaymentBody } from '@haat/contracts';
import type { OrderDatabase } from '../database.ts';
import { coinBalanceOf } from '../coins/coin-ledger.ts';
import { ProviderUnavailableError, WebhookNotConfiguredError, type PaymentProvider } from './payment-provider.ts';
import { findPayment, insertPayment, markPaymentFailed, settlePayment, toPaymentRecord } from './payment-repository.ts';

/** What the purchase calls need: the database and the provider chosen at start (null: none in production). */
export type PaymentsContext = { db: Kysely<OrderDatabase>; logger: Logger; provider: PaymentProvider | null };

const providerOf = ({ provider }: PaymentsContext): PaymentProvider => {
  if (!provider) throw serviceUnavailable('Payments are not available', PAYMENT_TEXTS.notConfigured);
  return provider;
};

/**
 * A seller starts buying a coin pack: the provider makes its order first (our purchase id as the
 * receipt), then the purchase row is written whole. A provider that is down leaves nothing behind
 * and answers 502.
 */
export async function createPurchase(ctx: PaymentsContext, sellerId: string, packageIndex: number): Promise<CoinOrder> {
  const provider = providerOf(ctx);
  const pack = COIN_PACKAGES[packageIndex];
  if (!pack) throw badRequest(PAYMENT_TEXTS.badPackage);
  const id = randomUUID();
  const amountPaise = toPaise(pack.price);
  let providerOrderId: string;
  try {
    ({ providerOrderId } = await provider.createOrder({ amountPaise, receipt: id, notes: { purpose: 'coins', sellerId, coins: String(pack.coins) } }));
  } catch (err) {
    if (err instanceof ProviderUnavailableError) throw new AppError(502, 'Payment provider unavailable', PAYMENT_TEXTS.providerDown, { 'Retry-After': '30' });
    throw err;
  }
  const row = await insertPayment(ctx.db, { id, provider: provider.name, providerOrderId, sellerId, packageIndex, coins: pack.coins, amountPaise });
  return {
    orderId: row.id, provider: row.provider, providerOrderId, amount: toRupees(amountPaise), amountPaise, currency: 'INR',
    ...provider.checkout(providerOrderId), package: pack,
  };
}

/**
 * The checkout callback (the seller's page hands over what the provider gave it). The signature is
 * checked against the provider order id stored for this seller's purchase; then the purchase is
 * settled, which credits its coins unless the webhook (or an earlier call) already did.
 */
export async function verifyPurchase(ctx: PaymentsContext, sellerId: string, body: VerifyPaymentBody): Promise<VerifiedPayment> {
  const provider = providerOf(ctx);
  const row = await findPayment(ctx.db, { orderId: body.orderId, providerOrderId: body.providerOrderId });
  // Another seller's purchase is as unknown as a made-up one.
  if (!row || row.seller_id !== sellerId) throw notFound(PAYMENT_TEXTS.orderNotFound);
  if (row.provider !== provider.name || !provider.verifyCheckout({ storedProviderOrderId: row.provider_order_id, paymentId: body.paymentId, signature: body.signature })) {
    ctx.logger.warn({ purchase: row.id, paymentId: body.paymentId }, 'payments: checkout signature refused');
    throw badRequest('Payment verification failed', PAYMENT_TEXTS.badSignature);
  }
  const { row: paid, credited } = await settlePayment(ctx.db, { id: row.id, providerPaymentId: body.paymentId });
  return { payment: toPaymentRecord(paid), credited, balance: await coinBalanceOf(ctx.db, sellerId) };
}

export type WebhookOutcome = { status: 200; body: { success: true; handled: string } };

/**
 * A provider's webhook (the raw body, as signed). A captured payment of a known purchase, for its
 * amount, settles it (once, like the callback); a failed one marks it failed while unpaid; other
 * events are acknowledged and ignored. Bad signature, unknown order or wrong amount: 4xx, nothing credited.
 */
export async function receiveWebhook(ctx: PaymentsContext, providerName: string, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  const provider = ctx.provider;
  if (!provider || provider.name !== (providerName as PaymentProviderName)) throw notFound(`No ${providerName} payments on this server`);
  let event;
  try {
    event = provider.readWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookNotConfiguredError) throw serviceUnavailable('Webhook not configured', PAYMENT_TEXTS.webhookNotConfigured);
    throw badRequest('Invalid webhook body'); // signed by the provider, yet not its shape
  }
  if (!event) {
    ctx.logger.warn({ provider: providerName }, 'payments: webhook signature refused');
    throw badRequest(PAYMENT_TEXTS.badWebhookSignature);
  }
  if (event.kind === 'ignored') return { status: 200, body: { success: true, handled: `ignored ${event.event}` } };
  const row = await findPayment(ctx.db, { providerOrderId: event.providerOrderId });
  if (!row || row.provider !== provider.name) throw notFound(PAYMENT_TEXTS.orderNotFound);
  if (event.kind === 'failed') {
    await markPaymentFailed(ctx.db, row.id);
    return { status: 200, body: { success: true, handled: 'payment.failed' } };
  }
  if (event.amountPaise !== row.amount_paise || event.currency !== row.currency) {
    ctx.logger.error({ purchase: row.id, paid: event.amountPaise, currency: event.currency, expected: row.amount_paise }, 'payments: captured amount does not match the purchase');
    throw badRequest('Wrong amount', PAYMENT_TEXTS.wrongAmount);
  }
  try {
    const { credited } = await settlePayment(ctx.db, { id: row.id, providerPaymentId: event.paymentId });
    return { status: 200, body: { success: true, handled: credited ? 'payment.captured: credited' : 'payment.captured: already credited' } };
  } catch (err) {
    // Paid twice for one order: acknowledged (a retry changes nothing), logged for a refund by hand.
    if (err instanceof AppError && err.status === 409) {
      ctx.logger.error({ purchase: row.id, paymentId: event.paymentId }, 'payments: a second captured payment for a paid purchase; refund it by hand');
      return { status: 200, body: { success: true, handled: 'payment.captured: purchase already paid by another payment' } };
    }
    throw err;
  }
}
