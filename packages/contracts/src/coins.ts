/**
 * Sellers pay per order in coins (the product spec, seller part §1): one order costs one coin after the
 * free orders. The spec says 5 free orders in one place and 10 in another; we give 10, which keeps
 * both promises (see docs/decisions/0031-coins.md).
 */
export const FREE_ORDERS = 10;
export const COINS_PER_ORDER = 1;

export type CoinPackage = { index: number; coins: number; price: number; popular: boolean };

/** The spec's packs (prices in rupees); POST /api/coins/create-order names one by `index`. */
export const COIN_PACKAGES: readonly CoinPackage[] = [
  { index: 0, coins: 100, price: 349, popular: false },
  { index: 1, coins: 300, price: 899, popular: true },
  { index: 2, coins: 500, price: 1399, popular: false },
];

/**
 * What the buyer is told (409) when the store's seller has no free orders and no coins left. It
 * does not mention coins: that is between the seller and the marketplace.
 */
export const storeNotTakingOrdersText = (storeName: string): string => `${storeName} is not taking orders right now. Please try again later.`;

/** Who took the money: Razorpay, or the development provider (no money moves; never in production). */
export const paymentProviderNames = ['razorpay', 'development'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];
export const paymentStatuses = ['created', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Why coins came in or went out: granted, bought, a free order used, an order's fee. */
export const coinLedgerReasons = ['grant', 'purchase', 'free_order', 'order'] as const;
export type CoinLedgerReason = (typeof coinLedgerReasons)[number];

/** The page of a history list (payments, ledger). */
export const PAYMENT_HISTORY_PAGE_SIZE = 20;

/** Texts of coin purchases, shared by the service and the seller pages. */
export const PAYMENT_TEXTS = {
  badPackage: `Choose one of the ${COIN_PACKAGES.length} coin packs (packageIndex 0 to ${COIN_PACKAGES.length - 1})`,
  badPurpose: 'Only coin packs can be bought here (purpose: coins)',
  orderMissing: 'Give the orderId (or providerOrderId) of the purchase to verify',
  paymentIdMissing: 'The payment id is missing',
  signatureMissing: 'The payment signature is missing',
  orderNotFound: 'No such coin purchase of yours',
  badSignature: 'The payment could not be verified: its signature does not match this purchase. No coins were added.',
  badWebhookSignature: 'Invalid webhook signature',
  wrongAmount: 'The amount paid does not match this purchase. No coins were added.',
  paidWithOtherPayment: 'This purchase was already paid by another payment. No coins were added for this one.',
  providerDown: 'The payment provider could not be reached. No money was taken; please try again in a minute.',
  notConfigured: 'Payments are not set up on this server: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set, and the development payment provider never runs in production.',
  webhookNotConfigured: 'The Razorpay webhook is not set up on this server: RAZORPAY_WEBHOOK_SECRET is not set.',
  purchased: (coins: number) => `${coins} coins added to your balance`,
  alreadyCredited: (coins: number) => `This payment was already credited (${coins} coins)`,
  devPageTitle: 'Development payment — no money moves',
  cancelled: 'Payment cancelled. No coins were added.',
} as const;
