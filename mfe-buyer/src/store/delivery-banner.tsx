import { formatPrice, useLocationStore } from '@haat/web-kit';
import { deliveryTimeText } from '../common/shown-values.ts';
import { deliveryToBuyer, feeLabel } from './delivery.ts';
import type { StoreDetails } from './store-details.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * Whether the store delivers to the buyer's city (spec §4 'Delivery eligibility'), with time and fee;
 * for a store delivering only to its pincodes, whether it delivers to the buyer's pincode.
 */
export function DeliveryBanner({ store }: { store: StoreDetails }) {
  const t = useT(messages);
  const city = useLocationStore((s) => s.city);
  const pincode = useLocationStore((s) => s.pincode);
  const openModal = useLocationStore((s) => s.openModal);
  const eligibility = deliveryToBuyer(store, city, pincode);
  if (!eligibility || !city) {
    return (
      <p className="notice notice--info delivery-banner">
        {t('store.chooseLocation')}{' '}
        <button type="button" className="link-button" onClick={openModal}>{t('store.setLocation')}</button>
      </p>
    );
  }
  if (eligibility.kind === 'needs-pincode') {
    return (
      <p className="notice notice--info delivery-banner" role="status">
        {eligibility.text}{' '}
        <button type="button" className="link-button" onClick={openModal}>{t('store.setLocation')}</button>
      </p>
    );
  }
  if (eligibility.kind === 'unavailable' || eligibility.kind === 'no-pincodes') {
    return <p className="notice notice--warning delivery-banner" role="status">{eligibility.text}</p>;
  }
  return (
    <p className="notice notice--success delivery-banner" role="status">
      <strong>{eligibility.kind === 'nationwide' ? t('store.deliversNationwide') : t('store.deliversTo', { place: eligibility.place })}</strong>
      <span> · {deliveryTimeText(eligibility.time)}</span>
      <span> · {feeLabel(eligibility.fee, eligibility.kind, formatPrice)}</span>
      {eligibility.freeAbove != null ? <span> · {t('store.freeAbove', { amount: formatPrice(eligibility.freeAbove) })}</span> : null}
    </p>
  );
}
