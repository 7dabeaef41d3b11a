import { EmptyState, ErrorState, LoadingState, Link } from '@haat/web-kit';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ProductSummary } from '@haat/contracts/product-reply';
import { storePath } from '../store/store-slug.ts';
import type { StoreDetails } from '../store/store-details.ts';
import { CartPanel } from '../cart/cart-panel.tsx';
import { DeliveryBanner } from '../store/delivery-banner.tsx';
import { CartBar } from '../cart/cart-bar.tsx';
import { productPath, ProductRating, wishlistProduct } from './product-card.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { ProductGallery } from './quick-view-dialog.tsx';
import { ClosedBanner, OpenBadge } from '../store/store-header.tsx';
import { WishlistHeart } from '../wishlist/index.ts';
import { useProduct } from './use-product.ts';
import { isOpenNow, useLiveStatus, useStore } from '../store/use-store.ts';
import { absoluteUrl, productJsonLd, summary } from '@haat/contracts/structured-data';
import { usePageMeta } from '../common/use-page-meta.ts';
import { isMissing } from '../store/store-page.tsx';
import '../common/buyer.css';

function ProductDetails({ product, store, open }: { product: ProductSummary; store: StoreDetails; open: boolean }) {
  const [cartOpen, setCartOpen] = useState(false);
  const origin = window.location.origin;
  const url = `${origin}${productPath(store.id, product.id)}`;
  const image = absoluteUrl(product.image, origin);
  usePageMeta({
    title: `${product.name} — ${store.name}`,
    description: summary(product.description || `Buy ${product.name} from ${store.name}${store.city ? `, ${store.city}` : ''} on Haat. Cash on delivery or UPI to the seller.`),
    openGraph: { type: 'product', url, ...(image ? { image } : {}) },
    canonical: url,
    jsonLd: productJsonLd(product, store, url, origin),
  });

  return (
    <div className="page buyer product-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li><Link to="/stores">Stores</Link></li>
          <li><Link to={storePath(store)}>{store.name}</Link></li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      {open ? null : <ClosedBanner />}
      <article className="product-detail card" aria-labelledby="product-title">
        <ProductGallery product={product} eager />
        <div className="product-detail__info">
          {product.category ? <p className="product-card__category">{product.category}</p> : null}
          <div className="product-detail__title-row">
            <h1 id="product-title" className="product-detail__name">{product.name}</h1>
            <WishlistHeart product={wishlistProduct(product, store)} />
          </div>
          <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
          <p className="product-detail__store">
            <span>Sold by <Link to={storePath(store)}>{store.name}</Link>{store.city ? `, ${store.city}` : ''}</span>
            <OpenBadge open={open} />
          </p>
          <ProductPurchase product={product} store={{ id: store.id, name: store.name }} storeOpen={open} />
          <DeliveryBanner store={store} />
          {product.description ? (
            <section aria-labelledby="product-description-title">
              <h2 id="product-description-title" className="product-detail__subtitle">Description</h2>
              <p className="product-detail__description">{product.description}</p>
            </section>
          ) : null}
          <button type="button" className="btn btn--secondary" onClick={() => setCartOpen(true)}>Open Cart</button>
        </div>
      </article>
      <CartBar onOpen={() => setCartOpen(true)} />
      <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} />
    </div>
  );
}

function ProductStates({ state, storeId, onRetry }: { state: 'loading' | 'missing' | 'error'; storeId: string; onRetry: () => void }) {
  usePageMeta({ title: state === 'missing' ? 'Product not found' : 'Product', description: 'Haat: order from the local stores of your city.' });
  if (state === 'loading') return <section className="page buyer"><LoadingState label="Loading product..." /></section>;
  if (state === 'missing') {
    return (
      <section className="page buyer">
        <EmptyState title="Product not found" action={<Link className="btn btn--primary" to={storeId ? `/stores/${encodeURIComponent(storeId)}` : '/stores'}>Back to the store</Link>}>
          This product may have been removed by the seller.
        </EmptyState>
      </section>
    );
  }
  return <section className="page buyer"><ErrorState message="Failed to load product. Please try again." onRetry={onRetry} /></section>;
}

/** /stores/:storeId/products/:productId — the product detail page (spec §2). */
export function ProductPage() {
  const { storeId = '', productId = '' } = useParams();
  const store = useStore(storeId);
  const product = useProduct(productId, storeId);
  // Asked beside the product, and waited for: a 'closed' banner arriving after the page had painted pushed it all down.
  const live = useLiveStatus(storeId);
  if (store.isPending || product.isPending || live.isPending) return <ProductStates state="loading" storeId={storeId} onRetry={() => {}} />;
  if (product.isError || store.isError) {
    const missing = (product.isError && isMissing(product.error)) || (store.isError && isMissing(store.error));
    return <ProductStates state={missing ? 'missing' : 'error'} storeId={storeId} onRetry={() => { void store.refetch(); void product.refetch(); }} />;
  }
  if (product.data.storeId && product.data.storeId !== store.data.id) return <ProductStates state="missing" storeId={storeId} onRetry={() => {}} />;
  return <ProductDetails key={product.data.id} product={product.data} store={store.data} open={isOpenNow(live, store.data.isOpen)} />;
}
