import { formatDate } from '@haat/web-kit';
import type { DeliveryProfile } from '@haat/contracts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** "Stores I deliver for": each store, whether it still gives the rider work, and since when. */
export function StoreList({ stores }: { stores: DeliveryProfile['stores'] }) {
  const t = useT(messages);
  if (stores.length === 0) {
    return <p className="muted delivery-stores__empty">{t('common.noStores')}</p>;
  }
  return (
    <ul className="delivery-stores">
      {stores.map((store) => (
        <li key={store.membershipId} className="delivery-stores__row">
          <span className="delivery-stores__name">{store.storeName}</span>
          <span className={`badge ${store.isActive ? 'badge--success' : 'badge--warning'}`}>{t(store.isActive ? 'common.storeActive' : 'common.storeInactive')}</span>
          <span className="muted small delivery-stores__since">{t('common.since', { date: formatDate(store.joinedAt) })}</span>
        </li>
      ))}
    </ul>
  );
}
