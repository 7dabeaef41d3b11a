import { ErrorState, LoadingState, useSession } from '@haat/web-kit';
import type { Store } from '@haat/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { idOf } from '@haat/contracts/reply-fields';
import { fetchMyStores } from '../common/my-stores.ts';
import { AddProductForm } from '../components/add-product-form.tsx';
import { CreateStoreForm } from '../components/create-store-form.tsx';
import { ProductList } from '../components/product-list.tsx';
import { StoreOrders } from '../components/store-orders.tsx';
import '../common/seller.css';

function StoreSummary({ store }: { store: Store }) {
  return (
    <div className="card store-summary">
      <div>
        <h2 className="store-summary__name">{store.name}</h2>
        <p className="muted">{[store.category, store.city].filter(Boolean).join(' · ')}</p>
      </div>
      <span className={`badge ${store.isOpen !== false ? 'badge--success' : 'badge--danger'}`}>{store.isOpen !== false ? 'Open' : 'Closed'}</span>
    </div>
  );
}

/** /dashboard: the seller's store, a product form, the product list and the store's orders. */
export function DashboardPage() {
  const { user } = useSession();
  const stores = useQuery({ queryKey: ['my-stores'], queryFn: ({ signal }) => fetchMyStores(signal), staleTime: 30_000 });
  const [chosenId, setChosenId] = useState<string | null>(null);

  let body;
  if (stores.isPending) body = <LoadingState label="Loading your store..." />;
  else if (stores.isError) body = <ErrorState message="Failed to load your stores. Please try again." onRetry={() => void stores.refetch()} />;
  else if (stores.data.length === 0) body = <CreateStoreForm />;
  else {
    const store = stores.data.find((s) => idOf(s) === chosenId) ?? stores.data[0]!;
    const storeId = idOf(store);
    body = (
      <>
        {stores.data.length > 1 ? (
          <div className="field store-picker">
            <label className="field__label" htmlFor="store-picker">Store</label>
            <select id="store-picker" className="field__input" value={storeId} onChange={(e) => setChosenId(e.target.value)}>
              {stores.data.map((s) => <option key={idOf(s)} value={idOf(s)}>{s.name}</option>)}
            </select>
          </div>
        ) : null}
        <StoreSummary store={store} />
        <div className="seller-columns">
          <AddProductForm storeId={storeId} />
          <ProductList storeId={storeId} />
        </div>
        <StoreOrders storeId={storeId} />
      </>
    );
  }

  return (
    <section className="page" aria-labelledby="dashboard-title">
      <div className="page__header">
        <div>
          <h1 id="dashboard-title" className="page__title">Seller Dashboard</h1>
          <p className="page__subtitle">Welcome back{user ? `, ${user.name}` : ''}.</p>
        </div>
      </div>
      {body}
    </section>
  );
}
