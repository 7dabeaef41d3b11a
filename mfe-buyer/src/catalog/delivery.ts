import type { DeliveryView } from './store-view.ts';

export const NO_PINCODES_TEXT = 'No serviceable pincodes configured. Please contact the store for delivery information.';
export const notDeliveredText = (place: string): string => `This store doesn't deliver to ${place}`;

export type DeliveryEligibility =
  | { kind: 'local' | 'nationwide' | 'regional'; time: string; fee: number | null; freeAbove: number | null }
  | { kind: 'unavailable'; text: string }
  | { kind: 'no-pincodes'; text: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec §4 'Delivery eligibility' for the buyer's city: local when the store is in that city; else
 * nationwide when the store ships nationwide; else regional when the city is among its serviceable
 * locations; else unavailable. Within its own city a store that delivers by pincode only (not to the
 * entire city) also needs the buyer's pincode on its list. null when no city is chosen.
 */
export function deliveryEligibility(
  store: { city: string; deliveryOptions: DeliveryView },
  city: string | null,
  pincode: string | null,
): DeliveryEligibility | null {
  if (!city) return null;
  const d = store.deliveryOptions;
  const freeAbove = d.freeShippingThreshold > 0 ? d.freeShippingThreshold : null;
  if (store.city && same(store.city, city)) {
    if (d.pincodeBasedDelivery && !d.entireCityDelivery) {
      if (d.serviceablePincodes.length === 0) return { kind: 'no-pincodes', text: NO_PINCODES_TEXT };
      if (pincode && !d.serviceablePincodes.includes(pincode)) return { kind: 'unavailable', text: notDeliveredText(pincode) };
    }
    return { kind: 'local', time: d.estimatedLocalDeliveryTime, fee: d.localDeliveryFee, freeAbove };
  }
  if (d.nationwide) return { kind: 'nationwide', time: d.estimatedNationwideDeliveryTime, fee: d.nationwideDeliveryFee, freeAbove };
  if (d.serviceableLocations.some((c) => same(c, city))) return { kind: 'regional', time: d.estimatedRegionDeliveryTime, fee: d.regionDeliveryFee, freeAbove };
  return { kind: 'unavailable', text: notDeliveredText(city) };
}

/** Spec §9: fees fall back to 'Varies' (local) or a standard label (nationwide, regional). */
export function feeLabel(fee: number | null, kind: 'local' | 'nationwide' | 'regional', formatPrice: (n: number) => string): string {
  if (fee == null) return kind === 'local' ? 'Varies' : 'Standard shipping rates';
  if (fee === 0) return 'Free delivery';
  return `Delivery fee ${formatPrice(fee)}`;
}
