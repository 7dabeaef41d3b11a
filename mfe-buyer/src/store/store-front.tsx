import { LoadingState, useSession, withTags } from '@haat/web-kit';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fetchStoreBroadcasts, writtenStoreBroadcasts } from '../catalog/banners-api.ts';
import { storePath } from './store-slug.ts';
import type { StoreDetails } from './store-details.ts';
import { isOpenNow, useLiveStatus } from './use-store.ts';
import { absoluteUrl, storeJsonLd, summary } from '@haat/contracts/structured-data';
import { usePageMeta } from '../common/use-page-meta.ts';
import { CartPanel } from '../cart/cart-panel.tsx';
import { DeliveryBanner } from './delivery-banner.tsx';
import { CartBar } from '../cart/cart-bar.tsx';
import { BannerStrip, useBannersSettled } from '../catalog/store-banners.tsx';
import { StoreAbout } from './store-about.tsx';
import { ClosedBanner, StoreHeader } from './store-header.tsx';
import { StoreProducts } from '../catalog/store-products.tsx';
import { Tabs, type TabItem } from '../common/tabs.tsx';
import { ReportDialog } from '../reports/report-dialog.tsx';
import { useReportDialog } from '../reports/use-report-dialog.ts';
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';
import { wrapIn } from '../common/tags.tsx';

// The reviews panel (with its forms and image tools) loads only when its tab is opened.
const StoreReviews = lazy(() => import('../reviews/store-reviews.tsx').then((m) => ({ default: m.StoreReviews })));
// The chat widget (and its thread code) loads after the page has painted; its hint waits a second anyway.
const ChatWidget = lazy(() => import('../chat/chat-widget.tsx').then((m) => ({ default: m.ChatWidget })));

type TabKey = 'products' | 'about' | 'reviews';
const isTab = (value: string | null): value is TabKey => value === 'products' || value === 'about' || value === 'reviews';

function storeDescription(store: StoreDetails): string {
  if (store.description) return summary(store.description);
  return summary(store.city
    ? translate(messages, 'store.metaDescriptionIn', { store: store.name, city: store.city })
    : translate(messages, 'store.metaDescription', { store: store.name }));
}

function useStoreMeta(store: StoreDetails) {
  const t = useT(messages);
  const origin = window.location.origin;
  const url = `${origin}${storePath(store)}`;
  const image = absoluteUrl(store.bannerImage || store.image, origin);
  usePageMeta({
    title: store.city ? t('store.titleIn', { store: store.name, city: store.city }) : store.name,
    description: storeDescription(store),
    openGraph: { type: 'business.business', url, ...(image ? { image } : {}) },
    canonical: url,
    jsonLd: storeJsonLd(store, url, origin),
  });
}

/**
 * A store page, reached by id or by custom slug (spec §2 'Store page'): header, banners, the
 * closed and delivery banners, the Products / About / Reviews tabs, the cart bar (in place of the
 * spec's floating cart button, issue 15), the cart panel and the chat widget (visitors and buyers
 * only). The tab is kept in ?tab= so it survives a reload and can be linked to.
 */
export function StoreFront({ store }: { store: StoreDetails }) {
  const t = useT(messages);
  useStoreMeta(store);
  const live = useLiveStatus(store.id);
  const open = isOpenNow(live, store.isOpen);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'products';
  const [cartOpen, setCartOpen] = useState(false);
  const session = useSession();
  const showsChat = session.status !== 'loading' && (!session.user || session.isBuyer);
  const report = useReportDialog();
  const banners = {
    queryKey: ['store-banners', store.id],
    load: (signal: AbortSignal) => fetchStoreBroadcasts(store.id, signal),
    written: () => writtenStoreBroadcasts(store.id),
  };
  // Below the header stays invisible (yet loads its products) until the offers strip and the live
  // status (the 'closed' banner) have arrived, so neither pushes the products down.
  const bodySettled = useBannersSettled(banners) && !live.isPending;
  // A seller is never offered to report their own store or its offers.
  const ownStore = !!session.user && session.user.id === store.ownerId;

  const selectTab = (key: TabKey) => {
    const next = new URLSearchParams(params);
    if (key === 'products') next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const tabs: TabItem<TabKey>[] = [
    { key: 'products', label: t('store.products') },
    { key: 'about', label: t('store.aboutTab') },
    { key: 'reviews', label: <>{withTags(t('store.reviewsTab', { count: store.reviewCount }), { count: wrapIn('tabs__count') })}</> },
  ];

  return (
    <div className="page store-page buyer">
      <StoreHeader store={store} open={open} onReport={ownStore ? undefined : () => report.open({ reportType: 'store', reportedItem: store.id })} />
      <BannerStrip
        {...banners}
        label={t('store.offersFrom', { store: store.name })}
        onReport={ownStore ? undefined : (banner) => report.open({ reportType: 'broadcast', reportedItem: banner.id })}
      />
      <div className="store-page__body" style={bodySettled ? undefined : { visibility: 'hidden' }}>
        {open ? null : <ClosedBanner />}
        <DeliveryBanner store={store} />
        <Tabs tabs={tabs} selected={tab} onSelect={selectTab} label={t('store.sections', { store: store.name })}>
          {tab === 'products' ? <StoreProducts store={store} open={open} onOpenCart={() => setCartOpen(true)} /> : null}
          {tab === 'about' ? <StoreAbout store={store} open={open} /> : null}
          {tab === 'reviews' ? (
            <Suspense fallback={<LoadingState label={t('store.loadingReviews')} />}>
              <StoreReviews storeId={store.id} storeName={store.name} />
            </Suspense>
          ) : null}
        </Tabs>
      </div>
      <CartBar onOpen={() => setCartOpen(true)} />
      <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} />
      {showsChat ? <Suspense fallback={null}><ChatWidget storeId={store.id} storeName={store.name} keepClearOf='[role="tab"]' /></Suspense> : null}
      <ReportDialog target={report.target} onClose={report.close} />
    </div>
  );
}
