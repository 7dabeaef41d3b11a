import { EmptyState, ErrorState, useDebounced, useLocationStore } from '@haat/web-kit';
import type { StoreSort } from '@haat/contracts/store-reply';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@haat/web-kit/page';
import { fetchCityBanners } from './banners-api.ts';
import { BannerStrip } from './store-banners.tsx';
import { StoreCard } from './store-card.tsx';
import { StoreFilterChips, StoreSortSelect } from './store-list-controls.tsx';
import { hasNarrowingFilters, NO_FILTERS, readStoreListFilters, writeStoreListFilters, type StoreListFilters } from './store-list-query.ts';
import { useBuyerPosition } from './use-buyer-position.ts';
import { useCityStores, useStoreCategories } from './use-city-stores.ts';
import { useLoadMoreSentinel } from './use-load-more-sentinel.ts';
import { StoreCardSkeletons } from '../common/skeletons.tsx';
import { usePageMeta } from '../common/use-page-meta.ts';
import { ReportDialog } from '../reports/report-dialog.tsx';
import { useReportDialog } from '../reports/use-report-dialog.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import '../common/buyer.css';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /stores: every store of the chosen city, 24 at a time (infinite scroll and 'Load more'), sorted and
 * filtered by category and 'open now', each card saying whether it delivers to the buyer's pincode.
 * The filters live in the address. Without a city it lists every store and offers to choose one.
 */
export function StoresPage() {
  const t = useT(messages);
  const city = useLocationStore((s) => s.city);
  const pincode = useLocationStore((s) => s.pincode);
  const openModal = useLocationStore((s) => s.openModal);
  const [params, setParams] = useSearchParams();
  const filters = readStoreListFilters(params);
  const setFilters = useCallback((next: StoreListFilters) => setParams((current) => writeStoreListFilters(next, current), { replace: true, preventScrollReset: true }), [setParams]);

  const [search, setSearch] = useState(filters.search);
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Only a settled search writes the address, on top of the filters it holds by then.
    setParams((current) => {
      const now = readStoreListFilters(current);
      return now.search === settled ? current : writeStoreListFilters({ ...now, search: settled }, current);
    }, { replace: true, preventScrollReset: true });
  }, [settled, setParams]);

  const position = useBuyerPosition();
  const wantsNearest = filters.sort === 'nearest';
  const { status: positionStatus, ask: askPosition } = position;
  useEffect(() => {
    if (wantsNearest && positionStatus === 'unknown') askPosition();
  }, [wantsNearest, positionStatus, askPosition]);
  useEffect(() => {
    // Refused: back to the recommended order (the message says why).
    if (wantsNearest && positionStatus === 'refused') setFilters({ ...filters, sort: 'recommended' });
  }, [wantsNearest, positionStatus, filters, setFilters]);
  const chooseSort = (sort: StoreSort) => {
    if (sort === 'nearest' && position.status !== 'known') position.ask();
    setFilters({ ...filters, sort });
  };
  const waitingForPosition = wantsNearest && position.status !== 'known';

  const stores = useCityStores(filters, { city, pincode, position: position.position, enabled: !waitingForPosition });
  const categories = useStoreCategories(city);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = stores;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const shown = stores.data?.stores.length ?? 0;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(loadMore, hasNextPage && !isFetchingNextPage);
  const report = useReportDialog();
  usePageMeta({
    title: city ? t('catalog.storesIn', { city }) : t('catalog.stores'),
    description: city ? t('catalog.storesInDescription', { city }) : t('catalog.storesDescription'),
  });

  const clearFilters = () => {
    setSearch('');
    setFilters({ ...NO_FILTERS, sort: filters.sort });
  };
  const total = stores.data?.totalCount ?? 0;

  return (
    <PageFrame title={city ? t('catalog.storesIn', { city }) : t('catalog.allStores')} tabTitle={null} subtitle={t(city ? 'catalog.citySubtitle' : 'catalog.noCitySubtitle')} actions={<button type="button" className="btn btn--secondary btn--small" onClick={openModal}>{t(city ? 'catalog.changeCity' : 'catalog.chooseCity')}</button>} className="buyer">
      {city ? <BannerStrip queryKey={['city-banners', city]} load={(signal) => fetchCityBanners(city, signal)} label={t('catalog.offersIn', { city })} linkToStore
        onReport={(banner) => report.open({ reportType: 'broadcast', reportedItem: banner.id })}
      /> : null}
      <div className="store-list__toolbar">
        <div className="field search-field store-list__search" role="search">
          <label className="visually-hidden" htmlFor="store-search">{t('catalog.searchStores')}</label>
          <input id="store-search" className="field__input" type="search" placeholder={t('catalog.searchStores')} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <StoreSortSelect value={filters.sort} onChange={chooseSort} />
      </div>
      <StoreFilterChips filters={filters} categories={categories.data ?? []} onChange={setFilters} />
      {position.status === 'asking' && wantsNearest ? <p className="store-list__note" role="status">{t('catalog.findingLocation')}</p> : null}
      {position.status === 'refused' ? <p className="store-list__note" role="status">{t('catalog.locationRefused')}</p> : null}
      {stores.isSuccess && shown > 0 ? (
        <p className="store-list__count" aria-live="polite">{t('catalog.showingStores', { shown, count: total })}</p>
      ) : null}

      {stores.isPending || waitingForPosition ? <StoreCardSkeletons count={6} /> : null}
      {stores.isError && !stores.data ? <ErrorState message={t('catalog.storesLoadFailed')} onRetry={() => void stores.refetch()} /> : null}
      {stores.isSuccess && !waitingForPosition && shown === 0 ? (
        hasNarrowingFilters(filters)
          ? <EmptyState title={t('catalog.noStoresMatch')} action={<button type="button" className="btn btn--secondary" onClick={clearFilters}>{t('catalog.clearFilters')}</button>}>
              {filters.search ? t('catalog.noStoresMatchSearch', { search: filters.search }) : ''}{t('catalog.tryAnotherCategory')}
            </EmptyState>
          : <EmptyState title={city ? t('catalog.noStoresIn', { city }) : t('catalog.noStoresYet')}>{t(city ? 'catalog.tryAnotherCity' : 'catalog.checkBackSoon')}</EmptyState>
      ) : null}
      {stores.data && shown > 0 && !waitingForPosition ? (
        <div className="grid" aria-busy={stores.isFetching}>
          {stores.data.stores.map((s, i) => (
            <StoreCard key={s.id} store={s} headingLevel={2} eager={i < 4} distanceKm={s.distance}
              delivery={pincode && s.deliversToPincode !== null ? { pincode, delivers: s.deliversToPincode } : null} />
          ))}
        </div>
      ) : null}
      {hasNextPage && !waitingForPosition ? (
        <div className="store-list__more" key={shown} ref={sentinel}>
          <button type="button" className="btn btn--secondary" onClick={loadMore} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>{t('catalog.loadMore')}</button>
          {isFetchingNextPage ? <span className="store-list__note" role="status">{t('catalog.loadingMoreStores')}</span> : null}
        </div>
      ) : null}
      <ReportDialog target={report.target} onClose={report.close} />
    </PageFrame>
  );
}
