import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from '../payment-provider.ts';
import { checkoutSignature, signaturesMatch, webhookSignature } from '../signatures.ts';
import { capturedWebhookBody, parseWebhookEvent } from '../webhook-event.ts';

/** The local checkout page of a development order. */
export const devCheckoutPath = (providerOrderId: string): string => `/api/payments/dev/checkout/${encodeURIComponent(providerOrderId)}`;

const newId = (prefix: string): string => `${prefix}${randomBytes(10).toString('hex')}`;

export type DevelopmentProvider = PaymentProvider & {
  /** What Razorpay would do when the buyer pays: a payment id, the checkout signature, and the signed webhook. */
  pay(order: { providerOrderId: string; amountPaise: number; paymentId?: string }): { paymentId: string; signature: string; webhookBody: string; webhookSignature: string };
};

/**
 * DEVELOPMENT ONLY — no money moves. Copies Razorpay's flow (order → checkout page → signed
 * callback and signed webhook) with a local secret, so the whole purchase path runs on a laptop
 * and in tests without keys. Never chosen in production (choose-provider.ts).
 */
export function createDevelopmentProvider({ secret }: { secret: string }): DevelopmentProvider {
  return {
    name: 'development',
    createOrder: async () => ({ providerOrderId: newId('order_dev_') }),
    verifyCheckout: ({ storedProviderOrderId, paymentId, signature }) =>
      signaturesMatch(checkoutSignature(secret, storedProviderOrderId, paymentId), signature),
    readWebhook: (rawBody, signature) => (signaturesMatch(webhookSignature(secret, rawBody), signature) ? parseWebhookEvent(rawBody) : null),
    checkout: (providerOrderId) => ({ checkoutUrl: devCheckoutPath(providerOrderId) }),
    pay({ providerOrderId, amountPaise, paymentId = newId('pay_dev_') }) {
      const webhookBody = capturedWebhookBody({ providerOrderId, paymentId, amountPaise });
      return { paymentId, signature: checkoutSignature(secret, providerOrderId, paymentId), webhookBody, webhookSignature: webhookSignature(secret, webhookBody) };
    },
  };
}
