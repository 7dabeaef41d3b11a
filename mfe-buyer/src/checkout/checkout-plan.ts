import { cartTotal, isValidPincode, stockProblem } from '@haat/web-kit';
import type { PaymentMethod } from '@haat/contracts';
import { deliveryQuote, sameCity } from '@haat/contracts/delivery';
import { toPaise, toRupees } from '@haat/contracts/money';
import type { StoreDelivery } from '@haat/contracts/delivery';
import { storeClosedText } from '../orders/order-texts.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/**
 * What checkout will do for each store of the cart: its delivery option and fee for the shipping
 * address, whether it can take the order now (and if not, the text saying why), the payment
 * methods it takes, and the totals. One order is placed per store that can take it.
 */

/** The cart line fields checkout needs (a web-kit CartLine fits). */
export type PlanLine = { name: string; price: number; discountPrice: number | null; quantity: number; stock: number | null };

export type CheckoutStore = {
  id: string;
  name: string;
  city: string;
  paymentOptions: string[];
  upiId: string;
  deliveryOptions: StoreDelivery;
};


/** The store's details and whether it is open now, as far as they have loaded. */
export type StoreLoad = { state: 'loading' } | { state: 'error' } | { state: 'ready'; store: CheckoutStore; open: boolean };

type BlockReason = 'loading' | 'error' | 'no-address' | 'closed' | 'unavailable' | 'no-pincodes' | 'stock';

export type StorePlan = {
  storeId: string;
  storeName: string;
  itemsTotal: number;
  delivery: { kind: 'local' | 'nationwide' | 'regional'; time: string; fee: number | null } | null;
  /** The fee charged: 0 when free (threshold reached) or unknown. */
  fee: number;
  /** The items reached the store's free-shipping threshold. */
  freeDelivery: boolean;
  /** How much more to spend for free delivery; null when there is no threshold or it is reached. */
  freeDeliveryGap: number | null;
  total: number;
  blocked: { reason: BlockReason; text: string } | null;
};

/** Spec §5's stock text for the first line the store cannot supply. */
function stockText(lines: readonly PlanLine[]): string | null {
  for (const line of lines) {
    const problem = stockProblem(line.name, line.stock, line.quantity);
    if (problem) return problem;
  }
  return null;
}

/** The fee the store lists for a kind of delivery: null when it gave none ('Varies' on screen). */
const listedFee = (d: StoreDelivery, kind: 'local' | 'nationwide' | 'regional'): number | null =>
  ({ local: d.localDeliveryFee, nationwide: d.nationwideDeliveryFee, regional: d.regionDeliveryFee })[kind];

export function planStore({ storeId, storeName, lines, load, city, pincode }: {
  storeId: string;
  storeName: string;
  lines: readonly PlanLine[];
  load: StoreLoad;
  city: string;
  pincode: string;
}): StorePlan {
  // Spec §4/§9: a line costs its discountPrice when there is one, else its price (web-kit's cartTotal).
  const itemsPaise = toPaise(cartTotal(lines));
  const base = { storeId, storeName: load.state === 'ready' ? load.store.name || storeName : storeName, itemsTotal: toRupees(itemsPaise) };
  const unplanned = (reason: BlockReason, text: string): StorePlan =>
    ({ ...base, delivery: null, fee: 0, freeDelivery: false, freeDeliveryGap: null, total: toRupees(itemsPaise), blocked: { reason, text } });

  if (load.state === 'loading') return unplanned('loading', translate(messages, 'checkout.checkingStore'));
  if (load.state === 'error') return unplanned('error', translate(messages, 'checkout.storeLoadFailed'));
  if (!load.open) return unplanned('closed', storeClosedText());
  if (!city.trim()) return unplanned('no-address', translate(messages, 'checkout.noAddress'));
  // A store delivering only to its pincodes cannot promise anything until the pincode is whole.
  const d = load.store.deliveryOptions;
  const pincodeOnlyHere = d.pincodeBasedDelivery && !d.entireCityDelivery && d.serviceablePincodes.length > 0 && sameCity(load.store.city, city);
  // A store delivering only to some pincodes of its city, before the shipping pincode is complete.
  if (pincodeOnlyHere && !isValidPincode(pincode)) return unplanned('no-address', translate(messages, 'checkout.pincodeForStore'));
  // What the order service will charge (the same function, so the same refusal), for the address as typed so far.
  const postalCode = isValidPincode(pincode) ? pincode : '';
  const quote = deliveryQuote(load.store, { city: city.trim(), postalCode }, itemsPaise);
  if (!quote.ok) {
    // quote.message in the visitor's language: the pincode or the city refused, or no pincodes at all.
    if (quote.reason === 'no-pincodes') return unplanned('no-pincodes', translate(messages, 'checkout.noPincodes'));
    const place = quote.reason === 'pincode-not-served' ? postalCode.trim() : city.trim();
    return unplanned('unavailable', translate(messages, 'checkout.notDelivered', { place }));
  }

  const thresholdPaise = toPaise(load.store.deliveryOptions.freeShippingThreshold);
  const plan: StorePlan = {
    ...base,
    delivery: { kind: quote.kind, time: quote.estimatedTime, fee: listedFee(load.store.deliveryOptions, quote.kind) },
    fee: toRupees(quote.feePaise),
    freeDelivery: quote.freeShipping,
    freeDeliveryGap: thresholdPaise > 0 && !quote.freeShipping ? toRupees(thresholdPaise - itemsPaise) : null,
    total: toRupees(quote.totalPaise),
    blocked: null,
  };
  const stock = stockText(lines);
  return stock ? { ...plan, blocked: { reason: 'stock', text: stock } } : plan;
}

type CheckoutTotals = { orderable: StorePlan[]; blocked: StorePlan[]; itemsTotal: number; deliveryTotal: number; grandTotal: number };

/** The total shown = items + delivery fees of the stores that will get an order. */
export function checkoutTotals(plans: readonly StorePlan[]): CheckoutTotals {
  const orderable = plans.filter((p) => !p.blocked);
  const itemsPaise = orderable.reduce((sum, p) => sum + toPaise(p.itemsTotal), 0);
  const deliveryPaise = orderable.reduce((sum, p) => sum + toPaise(p.fee), 0);
  return {
    orderable,
    blocked: plans.filter((p) => p.blocked),
    itemsTotal: toRupees(itemsPaise),
    deliveryTotal: toRupees(deliveryPaise),
    grandTotal: toRupees(itemsPaise + deliveryPaise),
  };
}

export type PaymentChoice = { method: PaymentMethod; available: boolean; note: string | null };

// i18n-ignore: the payment methods as the server takes them (paymentMethodText shows them).
const METHODS: readonly PaymentMethod[] = ['Cash on Delivery', 'UPI Payment'];

/**
 * The payment methods a store takes (its paymentOptions; Cash on Delivery when it lists none).
 * UPI needs the store's UPI ID: without one it is shown but cannot be chosen.
 */
export function paymentChoices(store: Pick<CheckoutStore, 'paymentOptions' | 'upiId'>): PaymentChoice[] {
  const listed = METHODS.filter((m) => store.paymentOptions.includes(m));
  return (listed.length > 0 ? listed : ['Cash on Delivery' as const]).map((method) => // i18n-ignore: the method as the server takes it
    method === 'UPI Payment' && !store.upiId.trim()
      ? { method, available: false, note: translate(messages, 'checkout.upiNotSetUp') }
      : { method, available: true, note: null });
}

/** The method preselected: Cash on Delivery when the store takes it, else the first it takes. */
export function defaultPayment(choices: readonly PaymentChoice[]): PaymentMethod | null {
  const available = choices.filter((c) => c.available);
  return (available.find((c) => c.method === 'Cash on Delivery') ?? available[0])?.method ?? null;
}

/** Percent-encoding that keeps '@' (a UPI ID reads as name@bank in every UPI app). */
const upiEncode = (value: string): string => encodeURIComponent(value).replace(/%40/g, '@');

/** The UPI deep link a UPI app opens to pay the store: upi://pay?pa=&pn=&am=&cu=INR (amount with 2 decimals). */
export function upiPayLink({ upiId, payeeName, amount }: { upiId: string; payeeName: string; amount: number }): string {
  return `upi://pay?pa=${upiEncode(upiId.trim())}&pn=${upiEncode(payeeName.trim())}&am=${(Math.round(amount * 100) / 100).toFixed(2)}&cu=INR`;
}

export const UPI_TRANSACTION_MAX_LENGTH = 64;
/** The order service's rule (contracts' upiPaymentInputSchema; copied so checkout does not load zod, order-texts.test.ts keeps it equal). */
const UPI_TRANSACTION_ID = /^[A-Za-z0-9-]{6,64}$/;

/** The ID as sent: spaces dropped (apps show UTRs in groups, and people paste them so). */
export const normalTransactionId = (transactionId: string): string => transactionId.replace(/\s+/g, '');

/** The UPI transaction ID the buyer typed after paying: required; 6-64 letters, digits or hyphens. */
export function upiTransactionProblem(transactionId: string): string | null {
  const id = normalTransactionId(transactionId);
  if (!id) return translate(messages, 'checkout.upiRequired');
  if (!UPI_TRANSACTION_ID.test(id)) return translate(messages, 'checkout.upiInvalid');
  return null;
}
