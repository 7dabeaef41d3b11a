// The delivery rules live in contracts, so the store page and the checkout decide alike. Imported from
// the '@haat/contracts/delivery' entry, not the package root: the root would load all of contracts
// (zod included) on the store page, and this module is pure.
export {
  deliveryEligibility, NO_PINCODES_TEXT,
} from '@haat/contracts/delivery';

/** Spec §9: fees fall back to 'Varies' (local) or a standard label (nationwide, regional). */
export function feeLabel(fee: number | null, kind: 'local' | 'nationwide' | 'regional', formatPrice: (n: number) => string): string {
  if (fee == null) return kind === 'local' ? 'Varies' : 'Standard shipping rates';
  if (fee === 0) return 'Free delivery';
  return `Delivery fee ${formatPrice(fee)}`;
}
