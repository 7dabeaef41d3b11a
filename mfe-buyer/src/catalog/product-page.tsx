import { EmptyState, ErrorState, LoadingState, Link, withTags } from '@haat/web-kit';
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
import { ClosedBanner } from '../store/store-header.tsx';
import { OpenBadge } from '../store/store-badges.tsx';
import { WishlistHeart } from '../wishlist/index.ts';
import { useProduct } from './use-product.ts';
import { isOpenNow, useLiveStatus, useStore } from '../store/use-store.ts';
import { absoluteUrl, productJsonLd, summary } from '@haat/contracts/structured-data';
import { usePageMeta } from '../common/use-page-meta.ts';
import { isMissing } from '../store/store-page.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import '../common/buyer.css';
import { linkTo } from '../common/tags.tsx';

function ProductDetails({ product, store, open }: { product: ProductSummary; store: StoreDetails; open: boolean }) {
  const t = useT(messages);
  const [cartOpen, setCartOpen] = useState(false);
  const origin = window.location.origin;
  const url = `${origin}${productPath(store.id, product.id)}`;
  const image = absoluteUrl(product.image, origin);
  usePageMeta({
    title: t('catalog.productTitle', { product: product.name, store: store.name }),
    description: summary(product.description || (store.city
      ? t('catalog.productDescriptionIn', { product: product.name, store: store.name, city: store.city })
      : t('catalog.productDescription', { product: product.name, store: store.name }))),
    openGraph: { type: 'product', url, ...(image ? { image } : {}) },
    canonical: url,
    jsonLd: productJsonLd(product, store, url, origin),
  });

  return (
    <div className="page buyer product-page">
      <nav aria-label={t('catalog.breadcrumb')} className="breadcrumb">
        <ol>
          <li><Link to="/stores">{t('catalog.stores')}</Link></li>
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
            <span>{withTags(store.city ? t('catalog.soldByIn', { store: store.name, city: store.city }) : t('catalog.soldBy', { store: store.name }), { store: linkTo(storePath(store)) })}</span>
            <OpenBadge open={open} />
          </p>
          <ProductPurchase product={product} store={{ id: store.id, name: store.name }} storeOpen={open} />
          <DeliveryBanner store={store} />
          {product.description ? (
            <section aria-labelledby="product-description-title">
              <h2 id="product-description-title" className="product-detail__subtitle">{t('catalog.description')}</h2>
              <p className="product-detail__description">{product.description}</p>
            </section>
          ) : null}
          <button type="button" className="btn btn--secondary" onClick={() => setCartOpen(true)}>{t('catalog.openCart')}</button>
        </div>
      </article>
      <CartBar onOpen={() => setCartOpen(true)} />
      <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} />
    </div>
  );
}

function ProductStates({ state, storeId, onRetry }: { state: 'loading' | 'missing' | 'error'; storeId: string; onRetry: () => void }) {
  const t = useT(messages);
  usePageMeta({ title: t(state === 'missing' ? 'catalog.productNotFound' : 'catalog.product'), description: t('catalog.defaultDescription') });
  if (state === 'loading') return <section className="page buyer"><LoadingState label={t('catalog.loadingProduct')} /></section>;
  if (state === 'missing') {
    return (
      <section className="page buyer">
        <EmptyState title={t('catalog.productNotFound')} action={<Link className="btn btn--primary" to={storeId ? `/stores/${encodeURIComponent(storeId)}` : '/stores'}>{t('catalog.backToStore')}</Link>}>
          {t('catalog.productRemoved')}
        </EmptyState>
      </section>
    );
  }
  return <section className="page buyer"><ErrorState message={t('catalog.productLoadFailed')} onRetry={onRetry} /></section>;
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
