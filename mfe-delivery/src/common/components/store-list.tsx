import { formatDate } from '@haat/web-kit';
import type { DeliveryProfile } from '@haat/contracts';

/** "Stores I deliver for": each store, whether it still gives the rider work, and since when. */
export function StoreList({ stores }: { stores: DeliveryProfile['stores'] }) {
  if (stores.length === 0) {
    return <p className="muted delivery-stores__empty">You don't deliver for any store yet. Ask a store for an invitation link and open it on this phone.</p>;
  }
  return (
    <ul className="delivery-stores">
      {stores.map((store) => (
        <li key={store.membershipId} className="delivery-stores__row">
          <span className="delivery-stores__name">{store.storeName}</span>
          <span className={`badge ${store.isActive ? 'badge--success' : 'badge--warning'}`}>{store.isActive ? 'Active' : 'Inactive'}</span>
          <span className="muted small delivery-stores__since">Since {formatDate(store.joinedAt)}</span>
        </li>
      ))}
    </ul>
  );
}
