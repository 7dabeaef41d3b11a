import { discountPercent, Link, withTags } from '@haat/web-kit';
import { useId } from 'react';
import type { ProductSummary } from '@haat/contracts/product-reply';
import { hasVariants, lowStockText, purchaseChoice, totalStock, type PurchaseChoice } from './purchase.ts';
import { CardCartControl } from './card-cart-control.tsx';
import { WishlistHeart } from '../wishlist/index.ts';
import { PriceTag } from '../common/price-tag.tsx';
import { ProductImage } from '../common/product-image.tsx';
import { RatingValue } from '../common/rating-value.tsx';
import { hidden } from '../common/hidden.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

export type ProductListProps = {
  product: ProductSummary;
  store: { id: string; name: string };
  storeOpen: boolean;
  onQuickView: (product: ProductSummary) => void;
};

export const productPath = (storeId: string, productId: string): string =>
  `/stores/${encodeURIComponent(storeId)}/products/${encodeURIComponent(productId)}`;

/** What the wishlist heart (wishlist/wishlist-heart.tsx) needs of a product. */
export const wishlistProduct = (product: ProductSummary, store: { id: string; name: string }) => ({
  productId: product.id,
  storeId: store.id,
  storeName: store.name,
  name: product.name,
  price: product.price,
  discountPrice: product.discountPrice,
  image: product.image,
  stock: totalStock(product),
});

/** Rating of a product with its review count; 'New' while it has no reviews. */
export function ProductRating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  const t = useT(messages);
  return (
    <p className="product-rating">
      <RatingValue rating={rating} />
      {rating !== null ? <span className="product-rating__count"> {withTags(t('catalog.reviews', { count: reviewCount }), { h: hidden })}</span> : null}
    </p>
  );
}

/**
 * Name (the link), category, rating and price: the facts the grid card and the list row show alike.
 * The price is the choice's: the default variant's, or the product's when it has no variants.
 */
export function ProductFacts({ product, storeId, titleId, choice }: { product: ProductSummary; storeId: string; titleId: string; choice: PurchaseChoice }) {
  return (
    <>
      <h3 id={titleId} className="product-card__name">
        <Link className="product-card__link" to={productPath(storeId, product.id)}>{product.name}</Link>
      </h3>
      {product.category ? <p className="product-card__category">{product.category}</p> : null}
      <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
      <PriceTag price={choice.price} discountPrice={choice.discountPrice} />
    </>
  );
}

/**
 * A product in the store grid (spec §2 'Product card', compact as on quick-commerce apps: two per row
 * on a phone): picture, name, category, rating, price with the discount, 'Only {n} left' at 1–5, out
 * of stock at 0, and the one-tap ADD that becomes a stepper (card-cart-control.tsx); a closed store
 * disables adding. Products with variants are chosen in quick view.
 */
export function ProductCard({ product, store, storeOpen, onQuickView }: ProductListProps) {
  const t = useT(messages);
  const titleId = useId();
  const stock = totalStock(product);
  const outOfStock = stock === 0;
  const choice = purchaseChoice(product, null);
  const percent = discountPercent(product.price, product.discountPrice);
  const low = lowStockText(stock);

  return (
    <article className={`product-card card${outOfStock ? ' product-card--out' : ''}`} aria-labelledby={titleId}>
      <div className="product-card__media">
        <ProductImage className="product-card__image" src={product.image} alt="" width={300} height={300} />
        {outOfStock ? <span className="product-card__flag product-flag product-flag--out">{t('catalog.outOfStock')}</span> : null}
        {!outOfStock && percent > 0 ? <span className="product-card__flag product-flag product-flag--off" aria-hidden="true">{t('catalog.off', { percent })}</span> : null}
        <WishlistHeart className="product-card__heart" product={wishlistProduct(product, store)} />
        <button type="button" className="product-card__quick btn btn--small" onClick={() => onQuickView(product)} aria-label={t('catalog.quickViewOf', { name: product.name })}>
          {t('catalog.quickView')}
        </button>
      </div>
      <div className="product-card__body">
        <ProductFacts product={product} storeId={store.id} titleId={titleId} choice={choice} />
        {hasVariants(product) && product.variants.length > 1 ? <p className="product-card__variants">{product.variantType ? t('catalog.typeOptions', { count: product.variants.length, type: product.variantType.toLowerCase() }) : t('catalog.options', { count: product.variants.length })}</p> : null}
        {low ? <p className="stock-low">{low}</p> : null}
        <div className="product-card__actions">
          <CardCartControl product={product} store={store} storeOpen={storeOpen} stock={stock} onChooseVariant={() => onQuickView(product)} />
        </div>
      </div>
    </article>
  );
}
