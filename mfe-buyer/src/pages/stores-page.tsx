import { EmptyState, ErrorState, LoadingState, useLocationStore } from '@haat/web-kit';
import { useState } from 'react';
import { ChooseCity } from '../components/choose-city.tsx';
import { StoreCard } from '../components/store-card.tsx';
import { useCityStores } from '../hooks/use-city-stores.ts';
import '../styles/buyer.css';

/** /stores: the chosen city's stores, with a quick name filter. */
export function StoresPage() {
  const city = useLocationStore((s) => s.city);
  const openModal = useLocationStore((s) => s.openModal);
  const stores = useCityStores(city);
  const [search, setSearch] = useState('');

  if (!city) {
    return <section className="page"><h1 className="page__title">Stores</h1><ChooseCity /></section>;
  }
  const query = search.trim().toLowerCase();
  const shown = (stores.data ?? []).filter((s) => !query || `${s.name} ${s.category} ${s.description}`.toLowerCase().includes(query));

  return (
    <section className="page" aria-labelledby="stores-title">
      <div className="page__header">
        <div>
          <h1 id="stores-title" className="page__title">Stores in {city}</h1>
          <p className="page__subtitle">Local shops that deliver in your city.</p>
        </div>
        <button type="button" className="btn btn--ghost btn--small" onClick={openModal}>Change City</button>
      </div>
      <div className="field search-field">
        <label className="visually-hidden" htmlFor="store-search">Search stores</label>
        <input id="store-search" className="field__input" type="search" placeholder="Search stores" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {stores.isPending ? <LoadingState label="Loading stores..." /> : null}
      {stores.isError ? <ErrorState message="Failed to load stores. Please try again." onRetry={() => void stores.refetch()} /> : null}
      {stores.isSuccess && stores.data.length === 0 ? <EmptyState title={`No stores found in ${city}`}>Try another city nearby.</EmptyState> : null}
      {stores.isSuccess && stores.data.length > 0 && shown.length === 0 ? <EmptyState title="No stores match your search" /> : null}
      {shown.length > 0 ? <div className="grid">{shown.map((s) => <StoreCard key={s.id ?? s._id} store={s} />)}</div> : null}
    </section>
  );
}
