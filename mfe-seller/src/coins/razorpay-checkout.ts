import type { CoinOrder } from '@haat/contracts';
import { loadScript } from '@haat/web-kit/load-script';
import type { PaymentReturn } from './coins-api.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** Razorpay's Checkout script, loaded only when a seller clicks Buy with Razorpay as the provider. */
const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayOptions = {
  key: string; amount: number; currency: string; order_id: string; name: string; description: string;
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
  theme?: { color: string };
};
type RazorpayConstructor = new (options: RazorpayOptions) => { open(): void };

let loading: Promise<RazorpayConstructor> | null = null;

function loadCheckout(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= loadScript(CHECKOUT_SCRIPT).then(
    () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (!loaded) throw new Error(translate(messages, 'coins.checkoutMissing'));
      return loaded;
    },
    () => {
      loading = null; // a later click tries again
      throw new Error(translate(messages, 'coins.checkoutUnreachable'));
    },
  );
  return loading;
}

/**
 * Opens Razorpay Checkout for the order; resolves with what it hands back on success (for
 * verify-payment), or null when the seller closes it.
 */
export async function payWithRazorpay(order: CoinOrder): Promise<PaymentReturn | null> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    new Razorpay({
      key: order.keyId ?? '',
      amount: order.amountPaise,
      currency: order.currency,
      order_id: order.providerOrderId,
      name: 'Haat',
      description: translate(messages, 'coins.packCoins', { coins: order.package.coins }),
      handler: (response) => resolve({ orderId: order.orderId, providerOrderId: response.razorpay_order_id, paymentId: response.razorpay_payment_id, signature: response.razorpay_signature }),
      modal: { ondismiss: () => resolve(null) },
      theme: { color: '#0f766e' },
    }).open();
  });
}
