import { ErrorState, useLocationStore, Link } from '@haat/web-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { fetchHomeStats } from './stats-api.ts';
import { ChooseCity } from './choose-city.tsx';
import { StoreCard } from '../catalog/store-card.tsx';
import { DEFAULT_HOME_STATS, statText } from './home-stats.ts';
import { useHomeStores } from './use-home-stores.ts';
import { useAfterFirstScreen } from './use-after-first-screen.ts';
import { usePageMeta } from '../common/use-page-meta.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { StoreCardSkeletons } from '../common/skeletons.tsx';
import '../common/buyer.css';

// Everything below the first screen loads after it has been painted with its stores, keeping the first paint's JavaScript small.
const HomeSections = lazy(() => import('./sections/home-sections.tsx').then((m) => ({ default: m.HomeSections })));

const STATS_STALE_MS = 10 * 60_000;

function StatsStrip() {
  const t = useT(messages);
  const stats = useQuery({ queryKey: ['home-stats'], queryFn: ({ signal }) => fetchHomeStats(signal), staleTime: STATS_STALE_MS, placeholderData: DEFAULT_HOME_STATS });
  const data = stats.data ?? DEFAULT_HOME_STATS;
  const items = [
    { value: data.sellers, label: 'home.sellers' },
    { value: data.orders, label: 'home.orders' },
    { value: data.cities, label: 'home.cities' },
  ] as const;
  return (
    <section className="stats" aria-label={t('home.numbers')}>
      <dl className="stats__list">
        {items.map((s) => (
          <div key={s.label} className="stats__item"><dt>{t(s.label)}</dt><dd>{statText(s.value)}</dd></div>
        ))}
      </dl>
    </section>
  );
}

function CityStores({ city }: { city: string | null }) {
  const t = useT(messages);
  const stores = useHomeStores(city);
  if (!city) return <ChooseCity title={t('home.pickCity')} />;
  if (stores.isPending) return <StoreCardSkeletons />;
  if (stores.isError) return <ErrorState message={t('home.loadFailed')} onRetry={() => void stores.refetch()} />;
  if (stores.data.length === 0) return <p className="muted">{t('home.noStores', { city })}</p>;
  return <div className="grid">{stores.data.map((store) => <StoreCard key={store.id} store={store} eager />)}</div>;
}

/** True once the location picker was skipped, or has opened and closed again. */
function usePickerDone(): boolean {
  const skipped = useLocationStore((s) => s.dismissed);
  const open = useLocationStore((s) => s.modalOpen);
  const [wasOpen, setWasOpen] = useState(false);
  if (open && !wasOpen) setWasOpen(true);
  return skipped || (wasOpen && !open);
}

/** The home page for buyers and visitors (spec §2 'Home page'). */
export function HomePage() {
  const t = useT(messages);
  const city = useLocationStore((s) => s.city);
  // The same query as the store list's (shared by key): the rest of the page waits for it.
  const stores = useHomeStores(city);
  // Without a city the location picker opens over the page by itself, and nothing below the hero can
  // be reached until it closes: the rest waits for it to close or be skipped (or useAfterFirstScreen's cap).
  const pickerDone = usePickerDone();
  const showRest = useAfterFirstScreen(city ? !stores.isPending : pickerDone);
  usePageMeta({
    title: t('home.title'),
    fullTitle: true,
    description: t('home.description'),
  });
  return (
    <div className="buyer home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="hero__kicker">{t('home.kicker')}</p>
          <h1 id="hero-title" className="hero__title">{t('home.heading')}</h1>
          <p className="hero__text">{t('home.text')}</p>
          <div className="hero__actions">
            <Link className="btn btn--accent" to="/stores">{t('home.startShopping')}</Link>
            <Link className="btn hero__secondary" to="/register" state={{ role: 'shopkeeper' }}>{t('home.becomeSeller')}</Link>
          </div>
        </div>
      </section>

      <StatsStrip />

      <section className="home-section" aria-labelledby="home-stores-title">
        <div className="home-section__inner">
          <div className="page__header">
            <h2 id="home-stores-title" className="section-title home-section__title">{city ? t('home.storesIn', { city }) : t('home.storesNear')}</h2>
            {city ? <Link to="/stores">{t('home.viewAll')}</Link> : null}
          </div>
          <CityStores city={city} />
        </div>
      </section>

      {showRest ? (
        <Suspense fallback={null}>
          <HomeSections />
        </Suspense>
      ) : null}
    </div>
  );
}
