import { formatPrice, useLocationStore } from '@haat/web-kit';
import { deliveryToBuyer, feeLabel } from './delivery.ts';
import type { StoreDetails } from './store-details.ts';

const REACH = { local: (place: string) => `Delivers to ${place}`, nationwide: () => 'Delivers nationwide', regional: (place: string) => `Delivers to ${place}` };

/**
 * Whether the store delivers to the buyer's city (spec §4 'Delivery eligibility'), with time and fee;
 * for a store delivering only to its pincodes, whether it delivers to the buyer's pincode.
 */
export function DeliveryBanner({ store }: { store: StoreDetails }) {
  const city = useLocationStore((s) => s.city);
  const pincode = useLocationStore((s) => s.pincode);
  const openModal = useLocationStore((s) => s.openModal);
  const eligibility = deliveryToBuyer(store, city, pincode);
  if (!eligibility || !city) {
    return (
      <p className="notice notice--info delivery-banner">
        Choose your location to see whether this store delivers to you.{' '}
        <button type="button" className="link-button" onClick={openModal}>Set your location</button>
      </p>
    );
  }
  if (eligibility.kind === 'needs-pincode') {
    return (
      <p className="notice notice--info delivery-banner" role="status">
        {eligibility.text}{' '}
        <button type="button" className="link-button" onClick={openModal}>Set your location</button>
      </p>
    );
  }
  if (eligibility.kind === 'unavailable' || eligibility.kind === 'no-pincodes') {
    return <p className="notice notice--warning delivery-banner" role="status">{eligibility.text}</p>;
  }
  return (
    <p className="notice notice--success delivery-banner" role="status">
      <strong>{REACH[eligibility.kind](eligibility.place)}</strong>
      <span> · {eligibility.time}</span>
      <span> · {feeLabel(eligibility.fee, eligibility.kind, formatPrice)}</span>
      {eligibility.freeAbove != null ? <span> · Free delivery on orders above {formatPrice(eligibility.freeAbove)}</span> : null}
    </p>
  );
}
