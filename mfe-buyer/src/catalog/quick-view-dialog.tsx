import { useState } from 'react';
import { Link } from '@haat/web-kit';
import type { ProductSummary } from '@haat/contracts/product-reply';
import { Dialog } from '@haat/web-kit/dialog';
import { productPath, ProductRating } from './product-card.tsx';
import { ProductImage } from '../common/product-image.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Main picture plus thumbnails of the additional images. */
export function ProductGallery({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const t = useT(messages);
  const [index, setIndex] = useState(0);
  const images = product.images.length > 0 ? product.images : [''];
  const current = images[Math.min(index, images.length - 1)] ?? '';
  return (
    <div className="gallery">
      <ProductImage className="gallery__main" src={current} alt={product.name} eager={eager} width={600} height={450} />
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={t('catalog.productImages')}>
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" className={`gallery__thumb${i === index ? ' gallery__thumb--current' : ''}`} aria-label={t('catalog.showImage', { number: i + 1, count: images.length })} aria-pressed={i === index} onClick={() => setIndex(i)}>
                <ProductImage src={src} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Quick view (spec §2, §4): a modal with the pictures, price, variants and 'Add to Cart'. Focus is
 * trapped inside, Escape closes it and focus returns to the button that opened it. It mounts its
 * content per product, so the first variant is preselected and the quantity is 1 each time.
 */
export function QuickViewDialog({ product, store, storeOpen, onClose }: {
  product: ProductSummary | null;
  store: { id: string; name: string };
  storeOpen: boolean;
  onClose: () => void;
}) {
  const t = useT(messages);
  return (
    <Dialog open={product !== null} onClose={onClose} labelledBy="quick-view-title" className="modal quick-view">
      {product ? (
        <div className="quick-view__body" key={product.id}>
          <div className="quick-view__header">
            <h2 id="quick-view-title" className="modal__title">{product.name}</h2>
            <button type="button" className="icon-button" aria-label={t('catalog.closeQuickView')} onClick={onClose}>✕</button>
          </div>
          <div className="quick-view__layout">
            <ProductGallery product={product} />
            <div className="quick-view__info">
              {product.category ? <p className="product-card__category">{product.category}</p> : null}
              <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
              {product.description ? <p className="quick-view__description">{product.description}</p> : null}
              <ProductPurchase product={product} store={store} storeOpen={storeOpen} />
              <Link className="quick-view__details" to={productPath(store.id, product.id)} onClick={onClose}>{t('catalog.viewDetails')}</Link>
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
