import { EmptyState, ErrorState, LoadingState, useDebounced, useLocationStore } from '@haat/web-kit';
import { useState } from 'react';
import { fetchCityBanners } from './banners-api.ts';
import { BannerStrip } from './store-banners.tsx';
import { StoreCard } from './store-card.tsx';
import { useCityStores } from './use-city-stores.ts';
import { usePageMeta } from '../common/use-page-meta.ts';
import { ReportDialog } from '../reports/report-dialog.tsx';
import { useReportDialog } from '../reports/use-report-dialog.ts';
import '../common/buyer.css';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /stores: the stores of the chosen city with a search (by the server, GET /stores?city=&search=)
 * and 'Change City'. Without a city it lists every store and offers to choose one.
 */
export function StoresPage() {
  const city = useLocationStore((s) => s.city);
  const openModal = useLocationStore((s) => s.openModal);
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const stores = useCityStores(city, settled);
  const report = useReportDialog();
  usePageMeta({
    title: city ? `Stores in ${city}` : 'Stores',
    description: city
      ? `Local stores in ${city} on Haat: groceries, fresh produce and daily needs, cash on delivery or UPI to the seller.`
      : 'Browse local stores on Haat: groceries, fresh produce and daily needs from the shops of your city.',
  });

  return (
    <section className="page buyer" aria-labelledby="stores-title">
      <div className="page__header">
        <div>
          <h1 id="stores-title" className="page__title">{city ? `Stores in ${city}` : 'All Stores'}</h1>
          <p className="page__subtitle">{city ? 'Local shops that deliver in your city.' : 'Choose your city to see the shops near you.'}</p>
        </div>
        <button type="button" className="btn btn--secondary btn--small" onClick={openModal}>{city ? 'Change City' : 'Choose City'}</button>
      </div>
      {city ? <BannerStrip queryKey={['city-banners', city]} load={(signal) => fetchCityBanners(city, signal)} label={`Offers in ${city}`} linkToStore
        onReport={(banner) => report.open({ reportType: 'broadcast', reportedItem: banner.id, label: 'offer' })}
      /> : null}
      <div className="field search-field" role="search">
        <label className="visually-hidden" htmlFor="store-search">Search stores</label>
        <input id="store-search" className="field__input" type="search" placeholder="Search stores" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {stores.isPending ? <LoadingState label="Loading stores..." /> : null}
      {stores.isError && !stores.data ? <ErrorState message="Failed to load stores. Please try again." onRetry={() => void stores.refetch()} /> : null}
      {stores.isSuccess && stores.data.length === 0 ? (
        settled
          ? <EmptyState title="No stores match your search">Try another name or category.</EmptyState>
          : <EmptyState title={city ? `No stores found in ${city}` : 'No stores yet'}>{city ? 'Try another city nearby with Change City.' : 'Check back soon.'}</EmptyState>
      ) : null}
      {stores.data && stores.data.length > 0 ? (
        <div className="grid" aria-busy={stores.isFetching}>
          {stores.data.map((s, i) => <StoreCard key={s.id} store={s} headingLevel={2} eager={i < 4} />)}
        </div>
      ) : null}
      <ReportDialog target={report.target} onClose={report.close} />
    </section>
  );
}
