import { cartCount, EmptyState, ErrorState, isApiError, LoadingState, useCartStore, useLocationStore } from '@haat/web-kit';
import type { Store } from '@haat/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { fetchStore, storeIdOf } from '../api/stores-api.ts';
import { CartPanel } from '../components/cart-panel.tsx';
import { DeliveryBanner } from '../components/delivery-banner.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { ProductImage } from '../components/product-image.tsx';
import { useStoreProducts } from '../hooks/use-store-products.ts';
import '../styles/buyer.css';

function StoreHeader({ store }: { store: Store }) {
  const rating = store.rating > 0 ? store.rating : 4.5;
  const open = store.isOpen !== false;
  return (
    <header className="store-header card">
      <ProductImage className="store-header__image" src={store.bannerImage || store.image} alt="" />
      <div className="store-header__body">
        <h1 className="page__title">{store.name}</h1>
        <p className="store-header__meta">
          <span>{store.category || 'General'}</span>
          <span aria-label={`Rated ${rating.toFixed(1)} out of 5`}>★ {rating.toFixed(1)}</span>
          <span className={`badge ${open ? 'badge--success' : 'badge--danger'}`}>{open ? 'Open' : 'Closed'}</span>
        </p>
        {store.description ? <p>{store.description}</p> : null}
        <dl className="store-header__about">
          {store.address ? <div><dt>Address</dt><dd>{store.address}, {store.city}</dd></div> : null}
          {store.businessHours ? <div><dt>Hours</dt><dd>{store.businessHours}</dd></div> : null}
          {store.phone ? <div><dt>Phone</dt><dd><a href={`tel:${store.phone}`}>{store.phone}</a></dd></div> : null}
          {store.paymentOptions?.length ? <div><dt>Payment</dt><dd>{store.paymentOptions.join(', ')}</dd></div> : null}
        </dl>
      </div>
    </header>
  );
}

function ProductSection({ store }: { store: Store }) {
  const storeId = storeIdOf(store);
  const { query, shown, loaded, totalCount, search, setSearch, category, setCategory, filtering } = useStoreProducts(storeId);
  const [cartOpen, setCartOpen] = useState(false);
  const count = useCartStore((s) => cartCount(s.lines));
  const categories = store.categories?.length ? store.categories : [...new Set(loaded.map((p) => p.category).filter(Boolean))].toSorted();
  const open = store.isOpen !== false;

  return (
    <section aria-labelledby="products-title">
      <div className="store-toolbar">
        <h2 id="products-title" className="visually-hidden">Products</h2>
        <div className="field store-toolbar__search">
          <label className="visually-hidden" htmlFor="product-search">Search products</label>
          <input id="product-search" className="field__input" type="search" placeholder="Search products" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <button type="button" className="btn btn--primary store-toolbar__cart" onClick={() => setCartOpen(true)}>
          Open Cart{count > 0 ? <span className="nav-badge" aria-hidden="true">{count}</span> : null}
          <span className="visually-hidden">, {count} {count === 1 ? 'item' : 'items'}</span>
        </button>
      </div>
      {categories.length > 0 ? (
        <div className="chips" role="group" aria-label="Categories">
          <button type="button" className={`chip${category === null ? ' chip--active' : ''}`} aria-pressed={category === null} onClick={() => setCategory(null)}>All Products</button>
          {categories.map((c) => (
            <button key={c} type="button" className={`chip${category === c ? ' chip--active' : ''}`} aria-pressed={category === c} onClick={() => setCategory(c)}>{c}</button>
          ))}
        </div>
      ) : null}

      {query.isPending ? <LoadingState label="Loading products..." /> : null}
      {query.isError ? <ErrorState message="Failed to load store data. Please try again." onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && shown.length === 0 ? (
        filtering ? <EmptyState title="No products found matching your search." /> : <EmptyState title="No products yet">This store has not listed any products.</EmptyState>
      ) : null}
      {shown.length > 0 ? (
        <div className="product-grid">
          {shown.map((p) => <ProductCard key={p.id ?? p._id} product={p} storeId={storeId} storeName={store.name} storeOpen={open} />)}
        </div>
      ) : null}
      {query.isSuccess && totalCount > 0 ? (
        <div className="load-more">
          <p className="muted" aria-live="polite">Showing {shown.length} of {filtering && !query.hasNextPage ? shown.length : totalCount} products</p>
          {query.hasNextPage ? (
            <button type="button" className="btn btn--secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? 'Loading...' : 'Load More Products'}
            </button>
          ) : null}
        </div>
      ) : null}
      <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} />
    </section>
  );
}

/** /stores/:storeId — header, delivery and closed banners, products, cart panel (spec §2 'Store page'). */
export function StorePage() {
  const { storeId = '' } = useParams();
  const city = useLocationStore((s) => s.city);
  const store = useQuery({ queryKey: ['store', storeId], queryFn: ({ signal }) => fetchStore(storeId, signal), staleTime: 5 * 60_000 });

  if (store.isPending) return <section className="page"><LoadingState label="Loading store..." /></section>;
  if (store.isError) {
    if (isApiError(store.error) && (store.error.status === 404 || store.error.status === 400)) {
      return (
        <section className="page">
          <EmptyState title="Store not found" action={<Link className="btn btn--primary" to="/stores">Browse Other Stores</Link>}>
            This store may have moved or closed.
          </EmptyState>
        </section>
      );
    }
    return <section className="page"><ErrorState message="Failed to load store data. Please try again." onRetry={() => void store.refetch()} /></section>;
  }
  return (
    <div className="page store-page">
      <StoreHeader store={store.data} />
      {store.data.isOpen === false ? (
        <p className="notice notice--warning">This store is closed right now and is not taking orders. <Link to="/stores">See other stores</Link></p>
      ) : null}
      <DeliveryBanner store={store.data} city={city} />
      <ProductSection store={store.data} />
    </div>
  );
}
