import type { PaymentProviderName } from '@haat/contracts';

/** What a provider's webhook told us, once its signature checked out. */
export type WebhookEvent =
  | { kind: 'captured'; providerOrderId: string; paymentId: string; amountPaise: number; currency: string }
  | { kind: 'failed'; providerOrderId: string; paymentId: string }
  | { kind: 'ignored'; event: string };

/** How the browser reaches the provider's checkout for an order. */
export type CheckoutHandle = { keyId: string } | { checkoutUrl: string };

/**
 * One payment provider: makes an order for an amount in paise (our purchase id as the receipt),
 * checks the checkout callback's signature and reads a signed webhook. Razorpay and the
 * development provider both implement it (providers/).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Throws ProviderUnavailableError when the provider cannot be reached or refuses. */
  createOrder(order: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ providerOrderId: string }>;
  /** The callback's signature, checked against the provider order id WE stored for the purchase. */
  verifyCheckout(callback: { storedProviderOrderId: string; paymentId: string; signature: string }): boolean;
  /** The webhook, when its signature over the raw body is right; null when it is not. Throws WebhookNotConfiguredError without a secret. */
  readWebhook(rawBody: string, signature: string | undefined): WebhookEvent | null;
  checkout(providerOrderId: string): CheckoutHandle;
}

export class ProviderUnavailableError extends Error {}
export class WebhookNotConfiguredError extends Error {}
