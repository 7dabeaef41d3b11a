import { z } from 'zod';
import type { Logger } from '@haat/server-kit';
import { ProviderUnavailableError, WebhookNotConfiguredError, type PaymentProvider } from '../payment-provider.ts';
import { checkoutSignature, signaturesMatch, webhookSignature } from '../signatures.ts';
import { parseWebhookEvent } from '../webhook-event.ts';

/** Razorpay's answer to POST /v1/orders: only its id is needed. */
const razorpayOrderSchema = z.object({ id: z.string().min(1).max(64) });

const ORDER_TIMEOUT_MS = 10_000;

/**
 * Razorpay through its REST API, with fetch and node:crypto: one call (POST /v1/orders) and two
 * HMACs. The official `razorpay` SDK would add axios for that one call and hides the base URL
 * that tests point at a local fake (docs/decisions/0058-coin-purchases-razorpay-over-rest-or-a-development-provider.md).
 */
export function createRazorpayProvider({ keyId, keySecret, webhookSecret, apiUrl, logger }: {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  apiUrl: string;
  logger: Logger;
}): PaymentProvider {
  const ordersUrl = new URL('/v1/orders', apiUrl).toString();
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    async createOrder({ amountPaise, receipt, notes }) {
      let res: Response;
      try {
        res = await fetch(ordersUrl, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
        });
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'razorpay: POST /v1/orders not reachable');
        throw new ProviderUnavailableError('razorpay not reachable', { cause: err });
      }
      const text = await res.text().catch(() => '');
      if (!res.ok) {
        // 401 means our keys are wrong: an operator's problem, logged loudly; the seller sees "try again".
        logger[res.status === 401 ? 'error' : 'warn']({ status: res.status, body: text.slice(0, 300) }, 'razorpay: POST /v1/orders refused');
        throw new ProviderUnavailableError(`razorpay answered ${res.status}`);
      }
      const parsed = razorpayOrderSchema.safeParse(safeJson(text));
      if (!parsed.success) {
        logger.error({ body: text.slice(0, 300) }, 'razorpay: POST /v1/orders answered without an order id');
        throw new ProviderUnavailableError('razorpay answered without an order id');
      }
      return { providerOrderId: parsed.data.id };
    },
    verifyCheckout: ({ storedProviderOrderId, paymentId, signature }) =>
      signaturesMatch(checkoutSignature(keySecret, storedProviderOrderId, paymentId), signature),
    readWebhook(rawBody, signature) {
      if (!webhookSecret) throw new WebhookNotConfiguredError('RAZORPAY_WEBHOOK_SECRET is not set');
      return signaturesMatch(webhookSignature(webhookSecret, rawBody), signature) ? parseWebhookEvent(rawBody) : null;
    },
    checkout: () => ({ keyId }),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
