import { ErrorState, LoadingState, useLocationStore } from '@haat/web-kit';
import { Link } from 'react-router';
import { ChooseCity } from '../components/choose-city.tsx';
import { StoreCard } from '../components/store-card.tsx';
import { useCityStores } from '../hooks/use-city-stores.ts';
import '../styles/buyer.css';

const HOME_STORE_COUNT = 4;

const STATS = [
  { value: '1000+', label: 'Sellers' },
  { value: '10000+', label: 'Orders' },
  { value: '50+', label: 'Cities' },
];

const FEATURES = [
  { title: 'No commission', text: 'Sellers keep what they earn. One order costs one coin, about ₹3.' },
  { title: 'Pay the seller directly', text: 'Cash on delivery or UPI straight to the shop. We never hold your money.' },
  { title: 'Local and fast', text: 'Order from stores in your own city, often delivered within hours.' },
  { title: 'Chat and reviews', text: 'Ask the shopkeeper before you buy, and read what neighbours say.' },
];

function CityStores() {
  const city = useLocationStore((s) => s.city);
  const stores = useCityStores(city);
  if (!city) return <ChooseCity title="Choose your city to see stores near you" />;
  if (stores.isPending) return <LoadingState label="Loading stores..." />;
  if (stores.isError) return <ErrorState message="Failed to load stores. Please try again." onRetry={() => void stores.refetch()} />;
  if (stores.data.length === 0) return <p className="muted">No stores in {city} yet. Check back soon!</p>;
  return (
    <div className="grid">
      {stores.data.slice(0, HOME_STORE_COUNT).map((store) => <StoreCard key={store.id ?? store._id} store={store} />)}
    </div>
  );
}

/** The home page for buyers and visitors: hero, numbers, the city's stores, why Haat. */
export function HomePage() {
  const city = useLocationStore((s) => s.city);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="hero__kicker">Your local market, online</p>
          <h1 id="hero-title" className="hero__title">Shop from the stores of your city</h1>
          <p className="hero__text">Groceries, fresh produce and daily needs from the shops you already trust — delivered, with no middleman.</p>
          <div className="hero__actions">
            <Link className="btn btn--accent" to="/stores">Start Shopping</Link>
            <Link className="btn btn--secondary hero__secondary" to="/register" state={{ role: 'shopkeeper' }}>Become a Seller</Link>
          </div>
        </div>
      </section>

      <section className="stats" aria-label="Haat in numbers">
        <ul className="stats__list">
          {STATS.map((s) => (
            <li key={s.label} className="stats__item"><strong>{s.value}</strong><span>{s.label}</span></li>
          ))}
        </ul>
      </section>

      <section className="page" aria-labelledby="home-stores-title">
        <div className="page__header">
          <h2 id="home-stores-title" className="section-title">{city ? `Stores in ${city}` : 'Stores near you'}</h2>
          {city ? <Link to="/stores">View all stores</Link> : null}
        </div>
        <CityStores />

        <h2 className="section-title">Why Haat</h2>
        <ul className="features">
          {FEATURES.map((f) => (
            <li key={f.title} className="feature card"><h3>{f.title}</h3><p>{f.text}</p></li>
          ))}
        </ul>
      </section>
    </>
  );
}
