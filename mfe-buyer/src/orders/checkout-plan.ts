import type { PaymentMethod } from '@haat/contracts';
import { deliveryEligibility } from '../catalog/delivery.ts';
import type { DeliveryView } from '../catalog/store-view.ts';
import { STORE_CLOSED_TEXT, UPI_NOT_SET_UP_TEXT, UPI_TRANSACTION_REQUIRED_TEXT } from './order-texts.ts';

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
  deliveryOptions: DeliveryView;
};

/** The store's details and whether it is open now, as far as they have loaded. */
export type StoreLoad = { state: 'loading' } | { state: 'error' } | { state: 'ready'; store: CheckoutStore; open: boolean };

export type BlockReason = 'loading' | 'error' | 'no-address' | 'closed' | 'unavailable' | 'no-pincodes' | 'stock';

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

const paise = (rupees: number): number => Math.round(rupees * 100);
/** Spec §4/§9: a line costs its discountPrice when there is one, else its price. */
const unitPaise = (line: Pick<PlanLine, 'price' | 'discountPrice'>): number =>
  paise(line.discountPrice != null && line.discountPrice > 0 ? line.discountPrice : line.price);

/** Spec §5's stock texts for the first line the store cannot supply. */
function stockText(lines: readonly PlanLine[]): string | null {
  for (const line of lines) {
    if (line.stock == null) continue;
    if (line.stock <= 0) return `${line.name} is currently out of stock.`;
    if (line.quantity > line.stock) return `Only ${line.stock} units of ${line.name} are available.`;
  }
  return null;
}

export function planStore({ storeId, storeName, lines, load, city, pincode }: {
  storeId: string;
  storeName: string;
  lines: readonly PlanLine[];
  load: StoreLoad;
  city: string;
  pincode: string;
}): StorePlan {
  const itemsPaise = lines.reduce((sum, l) => sum + unitPaise(l) * l.quantity, 0);
  const base = { storeId, storeName: load.state === 'ready' ? load.store.name || storeName : storeName, itemsTotal: itemsPaise / 100 };
  const unplanned = (reason: BlockReason, text: string): StorePlan =>
    ({ ...base, delivery: null, fee: 0, freeDelivery: false, freeDeliveryGap: null, total: itemsPaise / 100, blocked: { reason, text } });

  if (load.state === 'loading') return unplanned('loading', 'Checking delivery for this store...');
  if (load.state === 'error') return unplanned('error', 'Could not load this store’s delivery details. Please try again.');
  if (!load.open) return unplanned('closed', STORE_CLOSED_TEXT);
  const eligibility = city.trim() ? deliveryEligibility(load.store, city.trim(), /^\d{6}$/.test(pincode) ? pincode : null) : null;
  if (!eligibility) return unplanned('no-address', 'Enter your delivery address to see the delivery options.');
  if (eligibility.kind === 'unavailable') return unplanned('unavailable', eligibility.text);
  if (eligibility.kind === 'no-pincodes') return unplanned('no-pincodes', eligibility.text);

  const thresholdPaise = eligibility.freeAbove != null ? paise(eligibility.freeAbove) : null;
  const freeDelivery = thresholdPaise != null && itemsPaise >= thresholdPaise;
  const feePaise = freeDelivery ? 0 : paise(eligibility.fee ?? 0);
  const plan: StorePlan = {
    ...base,
    delivery: { kind: eligibility.kind, time: eligibility.time, fee: eligibility.fee },
    fee: feePaise / 100,
    freeDelivery,
    freeDeliveryGap: thresholdPaise != null && !freeDelivery ? (thresholdPaise - itemsPaise) / 100 : null,
    total: (itemsPaise + feePaise) / 100,
    blocked: null,
  };
  const stock = stockText(lines);
  return stock ? { ...plan, blocked: { reason: 'stock', text: stock } } : plan;
}

export type CheckoutTotals = { orderable: StorePlan[]; blocked: StorePlan[]; itemsTotal: number; deliveryTotal: number; grandTotal: number };

/** The total shown = items + delivery fees of the stores that will get an order. */
export function checkoutTotals(plans: readonly StorePlan[]): CheckoutTotals {
  const orderable = plans.filter((p) => !p.blocked);
  const itemsPaise = orderable.reduce((sum, p) => sum + paise(p.itemsTotal), 0);
  const deliveryPaise = orderable.reduce((sum, p) => sum + paise(p.fee), 0);
  return {
    orderable,
    blocked: plans.filter((p) => p.blocked),
    itemsTotal: itemsPaise / 100,
    deliveryTotal: deliveryPaise / 100,
    grandTotal: (itemsPaise + deliveryPaise) / 100,
  };
}

export type PaymentChoice = { method: PaymentMethod; available: boolean; note: string | null };

const METHODS: readonly PaymentMethod[] = ['Cash on Delivery', 'UPI Payment'];

/**
 * The payment methods a store takes (its paymentOptions; Cash on Delivery when it lists none).
 * UPI needs the store's UPI ID: without one it is shown but cannot be chosen.
 */
export function paymentChoices(store: Pick<CheckoutStore, 'paymentOptions' | 'upiId'>): PaymentChoice[] {
  const listed = METHODS.filter((m) => store.paymentOptions.includes(m));
  return (listed.length > 0 ? listed : ['Cash on Delivery' as const]).map((method) =>
    method === 'UPI Payment' && !store.upiId.trim()
      ? { method, available: false, note: UPI_NOT_SET_UP_TEXT }
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
/** The order service's rule and text (contracts' UPI_TEXTS; copied so checkout does not load zod). */
export const UPI_TRANSACTION_INVALID_TEXT = 'A UPI transaction ID has 6 to 64 letters, digits or hyphens';

/** The ID as sent: spaces dropped (apps show UTRs in groups, and people paste them so). */
export const normalTransactionId = (transactionId: string): string => transactionId.replace(/\s+/g, '');

/** The UPI transaction ID the buyer typed after paying: required; 6-64 letters, digits or hyphens. */
export function upiTransactionProblem(transactionId: string): string | null {
  const id = normalTransactionId(transactionId);
  if (!id) return UPI_TRANSACTION_REQUIRED_TEXT;
  if (!/^[A-Za-z0-9-]{6,64}$/.test(id)) return UPI_TRANSACTION_INVALID_TEXT;
  return null;
}
