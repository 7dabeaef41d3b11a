import { formatPrice } from '@haat/web-kit';
import { useEffect, useId, useState } from 'react';
import type { ProductSummary } from '@haat/contracts/product-reply';
import { clampQuantity, defaultVariant, lowStockText, purchaseChoice } from './purchase.ts';
import { useCartActions } from '../cart/use-cart-actions.ts';
import { storeClosedText } from '../orders/order-texts.ts';
import { PriceTag } from '../common/price-tag.tsx';
import { QuantityStepper } from '../common/quantity-stepper.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

const ADDED_MS = 800;

/**
 * Variant choice, quantity and 'Add to Cart' for quick view and the product page (spec §4, §5):
 * the first variant is preselected, a variant with no stock is disabled, the quantity stays within
 * 1..stock and resets to 1 when the variant changes, and the button reads 'Added to Cart' for 0.8 s.
 */
export function ProductPurchase({ product, store, storeOpen }: { product: ProductSummary; store: { id: string; name: string }; storeOpen: boolean }) {
  const t = useT(messages);
  const groupId = useId();
  const [variantName, setVariantName] = useState<string | null>(() => defaultVariant(product)?.name ?? null);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const { addProduct } = useCartActions();
  const choice = purchaseChoice(product, variantName);
  const outOfStock = choice.stock === 0;
  const low = lowStockText(choice.stock);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const choose = (name: string) => {
    setVariantName(name);
    setQuantity(1);
  };
  const addToCart = () => {
    if (added) return;
    if (addProduct({ product, choice, quantity: clampQuantity(quantity, choice.stock), store, storeOpen })) {
      setAdded(true);
      setQuantity(1);
    }
  };

  return (
    <div className="purchase">
      <PriceTag price={choice.price} discountPrice={choice.discountPrice} />
      {product.variants.length > 0 ? (
        <fieldset className="variants">
          <legend id={groupId} className="variants__legend">{product.variantType || t('catalog.optionsLegend')}</legend>
          <div className="variants__options">
            {product.variants.map((v) => {
              const selected = v.name === choice.variant;
              return (
                <label key={v.name} className={`variant${selected ? ' variant--selected' : ''}${v.quantity === 0 ? ' variant--out' : ''}`}>
                  <input type="radio" name={`variant-${groupId}`} value={v.name} checked={selected} disabled={v.quantity === 0} onChange={() => choose(v.name)} />
                  <span className="variant__name">{v.name}</span>
                  <span className="variant__price">{formatPrice(v.discountPrice ?? v.price)}</span>
                  {v.quantity === 0 ? <span className="variant__stock">{t('catalog.variantOutOfStock')}</span> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {low ? <p className="stock-low">{low}</p> : null}
      {outOfStock ? <p className="stock-out">{t('catalog.outOfStock')}</p> : null}
      {!storeOpen ? <p className="notice notice--warning purchase__closed">{storeClosedText()}</p> : null}
      <div className="purchase__actions">
        {!outOfStock ? (
          <QuantityStepper value={quantity} max={choice.stock} label={t('catalog.quantityFor', { name: product.name })} onChange={(q) => setQuantity(clampQuantity(q, choice.stock))} disabled={!storeOpen} />
        ) : null}
        <button type="button" className="btn btn--primary purchase__add" onClick={addToCart} disabled={outOfStock || !storeOpen} aria-live="polite">
          {t(added ? 'catalog.addedToCart' : outOfStock ? 'catalog.outOfStock' : 'catalog.addToCart')}
        </button>
      </div>
    </div>
  );
}
