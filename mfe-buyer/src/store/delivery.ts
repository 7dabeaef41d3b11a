// The delivery rules live in contracts, so the store page and the checkout decide alike. Imported from
// the '@haat/contracts/delivery' entry, not the package root: the root would load all of contracts
// (zod included) on the store page, and this module is pure.
import { deliveryEligibility, sameCity, type DeliveryStore } from '@haat/contracts/delivery';
import { translate } from '../i18n.ts';
import messages from './messages.json';

export { deliveryEligibility } from '@haat/contracts/delivery';

type Eligibility = NonNullable<ReturnType<typeof deliveryEligibility>>;
type Delivering = Extract<Eligibility, { time: string }> & { place: string };
type Refusal = { kind: 'unavailable'; text: string } | { kind: 'no-pincodes'; text: string } | { kind: 'needs-pincode'; text: string };

/** Spec §8 'Delivery': NO_PINCODES_TEXT of contracts, in the visitor's language. */
export const noPincodesText = (): string => translate(messages, 'store.noPincodes');

/**
 * What the store page's banner tells the buyer: the delivery rule (contracts' deliveryEligibility,
 * the checkout's own) with the place it is about. A store delivering only to its pincodes names
 * the buyer's pincode, not the whole city, and without a pincode cannot promise anything yet.
 * null when no city is chosen. Refusals carry their text in the visitor's language.
 */
export function deliveryToBuyer(store: DeliveryStore, city: string | null, pincode: string | null): Delivering | Refusal | null {
  const eligibility = deliveryEligibility(store, city, pincode);
  if (!eligibility || !city) return null;
  const d = store.deliveryOptions;
  const byPincodeHere = d.pincodeBasedDelivery && !d.entireCityDelivery && !!store.city && sameCity(store.city, city);
  if (eligibility.kind === 'no-pincodes') return { kind: 'no-pincodes', text: noPincodesText() };
  if (eligibility.kind === 'unavailable') {
    // contracts refuse a pincode-only store's own city by the pincode, any other city by its name.
    const place = byPincodeHere && pincode?.trim() ? pincode.trim() : city.trim();
    return { kind: 'unavailable', text: translate(messages, 'store.notDelivered', { place }) };
  }
  if (!(byPincodeHere && eligibility.kind === 'local')) return { ...eligibility, place: city.trim() };
  const pin = pincode?.trim();
  return pin ? { ...eligibility, place: pin } : { kind: 'needs-pincode', text: translate(messages, 'store.pincodeNeeded') };
}

/** Spec §9: fees fall back to 'Varies' (local) or a standard label (nationwide, regional). */
export function feeLabel(fee: number | null, kind: 'local' | 'nationwide' | 'regional', formatPrice: (n: number) => string): string {
  if (fee == null) return translate(messages, kind === 'local' ? 'store.varies' : 'store.standardRates');
  if (fee === 0) return translate(messages, 'store.freeDelivery');
  return translate(messages, 'store.deliveryFee', { fee: formatPrice(fee) });
}
