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
import { StoreCardSkeletons } from '../common/skeletons.tsx';
import '../common/buyer.css';

// Everything below the first screen loads after it has been painted with its stores, keeping the first paint's JavaScript small.
const HomeSections = lazy(() => import('./home-sections.tsx').then((m) => ({ default: m.HomeSections })));

const STATS_STALE_MS = 10 * 60_000;

function StatsStrip() {
  const stats = useQuery({ queryKey: ['home-stats'], queryFn: ({ signal }) => fetchHomeStats(signal), staleTime: STATS_STALE_MS, placeholderData: DEFAULT_HOME_STATS });
  const data = stats.data ?? DEFAULT_HOME_STATS;
  const items = [
    { value: data.sellers, label: 'Sellers' },
    { value: data.orders, label: 'Orders' },
    { value: data.cities, label: 'Cities' },
  ];
  return (
    <section className="stats" aria-label="Haat in numbers">
      <dl className="stats__list">
        {items.map((s) => (
          <div key={s.label} className="stats__item"><dt>{s.label}</dt><dd>{statText(s.value)}</dd></div>
        ))}
      </dl>
    </section>
  );
}

function CityStores({ city }: { city: string | null }) {
  const stores = useHomeStores(city);
  if (!city) return <ChooseCity title="Choose your city to see stores near you" />;
  if (stores.isPending) return <StoreCardSkeletons />;
  if (stores.isError) return <ErrorState message="Failed to load stores. Please try again." onRetry={() => void stores.refetch()} />;
  if (stores.data.length === 0) return <p className="muted">No stores in {city} yet. Check back soon!</p>;
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
  const city = useLocationStore((s) => s.city);
  // The same query as the store list's (shared by key): the rest of the page waits for it.
  const stores = useHomeStores(city);
  // Without a city the location picker opens over the page by itself, and nothing below the hero can
  // be reached until it closes: the rest waits for it to close or be skipped (or useAfterFirstScreen's cap).
  const pickerDone = usePickerDone();
  const showRest = useAfterFirstScreen(city ? !stores.isPending : pickerDone);
  usePageMeta({
    title: 'Haat — shop from the local stores of your city',
    fullTitle: true,
    description: 'Order groceries, fresh produce and daily needs from the shops of your city. No commission for sellers; pay cash on delivery or UPI directly to the seller.',
  });
  return (
    <div className="buyer home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="hero__kicker">Your local market, online</p>
          <h1 id="hero-title" className="hero__title">Shop from the stores of your city</h1>
          <p className="hero__text">Groceries, fresh produce and daily needs from the shops you already trust — delivered, with no middleman.</p>
          <div className="hero__actions">
            <Link className="btn btn--accent" to="/stores">Start Shopping</Link>
            <Link className="btn hero__secondary" to="/register" state={{ role: 'shopkeeper' }}>Become a Seller</Link>
          </div>
        </div>
      </section>

      <StatsStrip />

      <section className="home-section" aria-labelledby="home-stores-title">
        <div className="home-section__inner">
          <div className="page__header">
            <h2 id="home-stores-title" className="section-title home-section__title">{city ? `Stores in ${city}` : 'Stores near you'}</h2>
            {city ? <Link to="/stores">View all stores</Link> : null}
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
