import type { Product } from '@haat/contracts';
import { useId, useState } from 'react';
import { productIdOf } from '../api/stores-api.ts';
import { useCartActions } from '../hooks/use-cart-actions.ts';
import { PriceTag } from './price-tag.tsx';
import { ProductImage } from './product-image.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

const LOW_STOCK = 5;

/**
 * A product in the store grid (spec §2 'Product card'): picture, name, category, price with the
 * discount, 'Only {n} left' at 1–5, out of stock at 0, a stepper bounded by the stock, add to cart.
 */
export function ProductCard({ product, storeId, storeName, storeOpen }: { product: Product; storeId: string; storeName: string; storeOpen: boolean }) {
  const titleId = useId();
  const [quantity, setQuantity] = useState(1);
  const { add } = useCartActions();
  const stock = Math.max(0, product.quantity ?? 0);
  const outOfStock = stock === 0;

  const addToCart = () => {
    const added = add({
      productId: productIdOf(product),
      storeId,
      storeName,
      name: product.name,
      price: product.price,
      discountPrice: product.discountPrice,
      image: product.image,
      quantity,
      stock,
    });
    if (added) setQuantity(1);
  };

  return (
    <article className={`product-card card${outOfStock ? ' product-card--out' : ''}`} aria-labelledby={titleId}>
      <div className="product-card__media">
        <ProductImage className="product-card__image" src={product.image} alt={product.name} />
        {outOfStock ? <span className="product-card__flag badge badge--danger">Out of Stock</span> : null}
      </div>
      <div className="product-card__body">
        <h3 id={titleId} className="product-card__name">{product.name}</h3>
        {product.category ? <p className="product-card__category">{product.category}</p> : null}
        <PriceTag price={product.price} discountPrice={product.discountPrice} />
        {stock > 0 && stock <= LOW_STOCK ? <p className="product-card__low">Only {stock} left</p> : null}
        {outOfStock ? (
          <button type="button" className="btn btn--ghost btn--block" disabled>Out of Stock</button>
        ) : (
          <div className="product-card__actions">
            <QuantityStepper value={quantity} max={stock} label={`Quantity for ${product.name}`} onChange={setQuantity} disabled={!storeOpen} />
            <button type="button" className="btn btn--primary" onClick={addToCart} disabled={!storeOpen}>Add to Cart</button>
          </div>
        )}
      </div>
    </article>
  );
}
