// The delivery rules live in contracts, so the store page and the checkout decide alike. Imported from
// the '@haat/contracts/delivery' entry, not the package root: the root would load all of contracts
// (zod included) on the store page, and this module is pure.
import { deliveryEligibility, sameCity, type DeliveryStore } from '@haat/contracts/delivery';

export { deliveryEligibility, NO_PINCODES_TEXT } from '@haat/contracts/delivery';

export const PINCODE_NEEDED_TEXT = 'This store delivers only to some pincodes. Add your pincode to see whether it delivers to you.';

type Eligibility = NonNullable<ReturnType<typeof deliveryEligibility>>;
type Delivering = Extract<Eligibility, { time: string }> & { place: string };
type Refusal = { kind: 'unavailable'; text: string } | { kind: 'no-pincodes'; text: string } | { kind: 'needs-pincode'; text: string };

/**
 * What the store page's banner tells the buyer: the delivery rule (contracts' deliveryEligibility,
 * the checkout's own) with the place it is about. A store delivering only to its pincodes names
 * the buyer's pincode, not the whole city, and without a pincode cannot promise anything yet.
 * null when no city is chosen.
 */
export function deliveryToBuyer(store: DeliveryStore, city: string | null, pincode: string | null): Delivering | Refusal | null {
  const eligibility = deliveryEligibility(store, city, pincode);
  if (!eligibility || !city) return null;
  if (eligibility.kind === 'unavailable' || eligibility.kind === 'no-pincodes') return eligibility;
  const d = store.deliveryOptions;
  const byPincodeHere = d.pincodeBasedDelivery && !d.entireCityDelivery && eligibility.kind === 'local' && sameCity(store.city, city);
  if (!byPincodeHere) return { ...eligibility, place: city.trim() };
  const pin = pincode?.trim();
  return pin ? { ...eligibility, place: pin } : { kind: 'needs-pincode', text: PINCODE_NEEDED_TEXT };
}

/** Spec §9: fees fall back to 'Varies' (local) or a standard label (nationwide, regional). */
export function feeLabel(fee: number | null, kind: 'local' | 'nationwide' | 'regional', formatPrice: (n: number) => string): string {
  if (fee == null) return kind === 'local' ? 'Varies' : 'Standard shipping rates';
  if (fee === 0) return 'Free delivery';
  return `Delivery fee ${formatPrice(fee)}`;
}
