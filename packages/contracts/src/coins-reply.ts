/**
 * Readers of the seller's coin and payment replies, zod-free for the browser (`@haat/contracts/coins-reply`);
 * they answer the types replies/order-replies.ts describes (payment.ts names them).
 */
import type { CoinBalance, CoinLedgerEntry, CoinOrder, PaymentRecord, VerifiedPayment } from './payment.ts';
import { COIN_PACKAGES, coinLedgerReasons, paymentProviderNames, paymentStatuses, type CoinPackage } from './coins.ts';
import { asRecord, idOf, readNumber, readText } from './reply-fields.ts';
import { readOneOf, readTextOrNull } from './reply-values.ts';

/** GET /coins/balance's data (also the balance a verified payment left). */
export function readCoinBalance(value: unknown): CoinBalance {
  const balance = asRecord(value);
  return {
    balance: readNumber(balance['balance'], 0),
    freeOrdersTotal: readNumber(balance['freeOrdersTotal'], 0),
    freeOrdersUsed: readNumber(balance['freeOrdersUsed'], 0),
    freeOrdersLeft: readNumber(balance['freeOrdersLeft'], 0),
    canAcceptOrders: balance['canAcceptOrders'] === true,
  };
}

/** A coin pack named by a purchase; the spec's pack of the same index fills what the reply lacks. */
function readCoinPackage(value: unknown): CoinPackage {
  const pack = asRecord(value);
  const index = readNumber(pack['index'], 0);
  const known = COIN_PACKAGES.find((p) => p.index === index);
  return {
    index,
    coins: readNumber(pack['coins'], known?.coins ?? 0),
    price: readNumber(pack['price'], known?.price ?? 0),
    popular: typeof pack['popular'] === 'boolean' ? pack['popular'] : (known?.popular ?? false),
  };
}

/** POST /coins/create-order's data: our purchase and how to open the provider's checkout. */
export function readCoinOrder(value: unknown): CoinOrder {
  const order = asRecord(value);
  const keyId = readText(order['keyId']);
  const checkoutUrl = readText(order['checkoutUrl']);
  return {
    orderId: readText(order['orderId']),
    provider: readOneOf(paymentProviderNames, order['provider'], 'razorpay'),
    providerOrderId: readText(order['providerOrderId']),
    amount: readNumber(order['amount'], 0),
    amountPaise: readNumber(order['amountPaise'], 0),
    currency: 'INR',
    ...(checkoutUrl ? { checkoutUrl } : {}),
    package: readCoinPackage(order['package']),
    ...(keyId ? { keyId } : {}),
  };
}

/** One purchase (GET /payments/history's rows, a verified payment). */
export function readPaymentRecord(value: unknown): PaymentRecord {
  const payment = asRecord(value);
  return {
    id: idOf(payment),
    provider: readOneOf(paymentProviderNames, payment['provider'], 'razorpay'),
    providerOrderId: readText(payment['providerOrderId']),
    providerPaymentId: readTextOrNull(payment['providerPaymentId']),
    purpose: 'coins',
    packageIndex: readNumber(payment['packageIndex'], 0),
    coins: readNumber(payment['coins'], 0),
    amount: readNumber(payment['amount'], 0),
    amountPaise: readNumber(payment['amountPaise'], 0),
    currency: 'INR',
    status: readOneOf(paymentStatuses, payment['status'], 'created'),
    createdAt: readText(payment['createdAt']),
    paidAt: readTextOrNull(payment['paidAt']),
  };
}

/** POST /coins/verify-payment's data: the payment, whether this call credited it, the balance after. */
export function readVerifiedPayment(value: unknown): VerifiedPayment {
  const verified = asRecord(value);
  return { payment: readPaymentRecord(verified['payment']), credited: verified['credited'] === true, balance: readCoinBalance(verified['balance']) };
}

/** One row of GET /coins/ledger. A reason this page does not know reads as a grant (it only labels the row). */
export function readCoinLedgerEntry(value: unknown): CoinLedgerEntry {
  const entry = asRecord(value);
  return {
    id: idOf(entry),
    delta: readNumber(entry['delta'], 0),
    reason: readOneOf(coinLedgerReasons, entry['reason'], 'grant'),
    orderId: readTextOrNull(entry['orderId']),
    paymentId: readTextOrNull(entry['paymentId']),
    note: readText(entry['note']),
    createdAt: readText(entry['createdAt']),
  };
}

/** A list of rows read by `read`; [] when it is no list. */
export const readCoinList = <T>(value: unknown, read: (row: unknown) => T): T[] => (Array.isArray(value) ? value.map(read) : []);
