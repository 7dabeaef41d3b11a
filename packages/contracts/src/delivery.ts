import { toPaise } from './money.ts';
import { asRecord, readNumber, readText, readTextList } from './reply-fields.ts';

// Pure and zod-free on purpose: the buyer's store page imports this file directly (see
// mfe-buyer/src/store/delivery.ts), so it must not pull the rest of contracts into the browser.

/** Spec §8 'Delivery' texts. */
export const NO_PINCODES_TEXT = 'No serviceable pincodes configured. Please contact the store for delivery information.';
export const notDeliveredText = (place: string): string => `This store doesn't deliver to ${place}`;

/**
 * Default delivery times: a new store's, and what shows when a store left its text blank. Spec §9's
 * regional and nationwide times; for local delivery 'Same day' rather than the spec's '1-3 days',
 * since a shop delivering in its own city does so within the day (docs/decisions/0239-the-verified-badge-the-orders-next-step-and-unsaved-settings.md).
 */
export const DEFAULT_DELIVERY_TIMES = { local: 'Same day', nationwide: '3-7 days', regional: '2-5 days' } as const;

export type DeliveryKind = 'local' | 'regional' | 'nationwide';

/**
 * The store's delivery options as the rules read them (rupees). Fees may be null where a client
 * only knows that a fee 'Varies'; the API's DeliveryOptions always has numbers.
 */
type DeliveryRules = {
  localDeliveryFee: number | null;
  estimatedLocalDeliveryTime: string;
  nationwide: boolean;
  nationwideDeliveryFee: number | null;
  estimatedNationwideDeliveryTime: string;
  regionDeliveryFee: number | null;
  estimatedRegionDeliveryTime: string;
  freeShippingThreshold: number;
  serviceableLocations: readonly string[];
  pincodeBasedDelivery: boolean;
  serviceablePincodes: readonly string[];
  entireCityDelivery: boolean;
};
export type DeliveryStore = { city: string; deliveryOptions: DeliveryRules };

/** The delivery options of a store reply: the rules, and whether the store delivers in its own city at all. */
export type StoreDelivery = DeliveryRules & { localDelivery: boolean };

const readFee = (value: unknown): number | null => {
  const n = readNumber(value, null);
  return n != null && n >= 0 ? n : null;
};

/**
 * A store reply's `deliveryOptions` → StoreDelivery. Older replies may lack fields: a missing or
 * negative fee is null ('Varies'), a blank time the spec's default (§9), local delivery and the
 * entire city on unless explicitly false.
 */
export function readDeliveryOptions(raw: unknown): StoreDelivery {
  const d = asRecord(raw);
  return {
    localDelivery: d['localDelivery'] !== false,
    localDeliveryFee: readFee(d['localDeliveryFee']),
    estimatedLocalDeliveryTime: readText(d['estimatedLocalDeliveryTime'], DEFAULT_DELIVERY_TIMES.local),
    nationwide: d['nationwide'] === true,
    nationwideDeliveryFee: readFee(d['nationwideDeliveryFee']),
    estimatedNationwideDeliveryTime: readText(d['estimatedNationwideDeliveryTime'], DEFAULT_DELIVERY_TIMES.nationwide),
    regionDeliveryFee: readFee(d['regionDeliveryFee']),
    estimatedRegionDeliveryTime: readText(d['estimatedRegionDeliveryTime'], DEFAULT_DELIVERY_TIMES.regional),
    freeShippingThreshold: Math.max(0, readNumber(d['freeShippingThreshold'], 0)),
    serviceableLocations: readTextList(d['serviceableLocations']),
    pincodeBasedDelivery: d['pincodeBasedDelivery'] === true,
    serviceablePincodes: readTextList(d['serviceablePincodes']),
    entireCityDelivery: d['entireCityDelivery'] !== false,
  };
}

type DeliveryEligibility =
  | { kind: DeliveryKind; time: string; fee: number | null; freeAbove: number | null }
  | { kind: 'unavailable'; text: string }
  | { kind: 'no-pincodes'; text: string };

/** Case- and space-insensitive city names. */
export const sameCity = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

const timeOr = (text: string, fallback: string) => text.trim() || fallback;

/**
 * Spec §4 'Delivery eligibility' for the buyer's city: local when the store is in that city; else
 * nationwide when the store ships nationwide; else regional when the city is among its serviceable
 * locations; else unavailable. Within its own city a store that delivers by pincode only (not to the
 * entire city) also needs the buyer's pincode on its list. null when no city is chosen.
 */
export function deliveryEligibility(store: DeliveryStore, city: string | null, pincode: string | null): DeliveryEligibility | null {
  if (!city || !city.trim()) return null;
  const d = store.deliveryOptions;
  const freeAbove = d.freeShippingThreshold > 0 ? d.freeShippingThreshold : null;
  if (store.city && sameCity(store.city, city)) {
    if (d.pincodeBasedDelivery && !d.entireCityDelivery) {
      if (d.serviceablePincodes.length === 0) return { kind: 'no-pincodes', text: NO_PINCODES_TEXT };
      if (pincode && !d.serviceablePincodes.includes(pincode.trim())) return { kind: 'unavailable', text: notDeliveredText(pincode.trim()) };
    }
    return { kind: 'local', time: timeOr(d.estimatedLocalDeliveryTime, DEFAULT_DELIVERY_TIMES.local), fee: d.localDeliveryFee, freeAbove };
  }
  if (d.nationwide) return { kind: 'nationwide', time: timeOr(d.estimatedNationwideDeliveryTime, DEFAULT_DELIVERY_TIMES.nationwide), fee: d.nationwideDeliveryFee, freeAbove };
  if (d.serviceableLocations.some((c) => sameCity(c, city))) {
    return { kind: 'regional', time: timeOr(d.estimatedRegionDeliveryTime, DEFAULT_DELIVERY_TIMES.regional), fee: d.regionDeliveryFee, freeAbove };
  }
  return { kind: 'unavailable', text: notDeliveredText(city.trim()) };
}

/** Why an address cannot be served: its city, its pincode (pincode-only store), or no pincodes at all. */
type DeliveryRefusal = 'city-not-served' | 'pincode-not-served' | 'no-pincodes';

type DeliveryQuote =
  | {
    ok: true;
    kind: DeliveryKind;
    /** The store's fee for this kind, 0 when the free-shipping threshold waived it. */
    feePaise: number;
    /** true when the items reached the store's free-shipping threshold (above 0). */
    freeShipping: boolean;
    estimatedTime: string;
    itemsPaise: number;
    totalPaise: number;
  }
  | { ok: false; reason: DeliveryRefusal; message: string };

/**
 * What delivering `itemsPaise` of goods to `address` costs, by the same rules the store page shows:
 * the fee of the kind of delivery, free when the store's threshold is above 0 and the items reach it.
 * The checkout charges exactly this.
 */
export function deliveryQuote(store: DeliveryStore, address: { city: string; postalCode: string }, itemsPaise: number): DeliveryQuote {
  const eligibility = deliveryEligibility(store, address.city, address.postalCode);
  if (eligibility === null) return { ok: false, reason: 'city-not-served', message: notDeliveredText(address.city.trim()) };
  if (eligibility.kind === 'no-pincodes') return { ok: false, reason: 'no-pincodes', message: eligibility.text };
  if (eligibility.kind === 'unavailable') {
    const sameStoreCity = Boolean(store.city) && sameCity(store.city, address.city);
    return { ok: false, reason: sameStoreCity ? 'pincode-not-served' : 'city-not-served', message: eligibility.text };
  }
  const thresholdPaise = toPaise(store.deliveryOptions.freeShippingThreshold);
  const freeShipping = thresholdPaise > 0 && itemsPaise >= thresholdPaise;
  const feePaise = freeShipping ? 0 : Math.max(0, toPaise(eligibility.fee ?? 0));
  return { ok: true, kind: eligibility.kind, feePaise, freeShipping, estimatedTime: eligibility.time, itemsPaise, totalPaise: itemsPaise + feePaise };
}
