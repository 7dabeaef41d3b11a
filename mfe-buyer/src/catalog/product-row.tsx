import { toast } from '@haat/web-kit';
import { useId, useState } from 'react';
import { clampQuantity, hasVariants, lowStockText, purchaseChoice, totalStock, typedQuantity } from './purchase.ts';
import { useCartActions } from '../cart/use-cart-actions.ts';
import { ProductFacts, wishlistProduct, type ProductListProps } from './product-card.tsx';
import { ProductImage } from '../common/product-image.tsx';
import { WishlistHeart } from '../wishlist/index.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * A product in the list view: the same facts as the card in one row, with a typed quantity. Asking
 * for more than the stock alerts 'Sorry, only {n} units of {name} are available.' and sets the
 * quantity to the stock (spec §5).
 */
export function ProductRow({ product, store, storeOpen, onQuickView }: ProductListProps) {
  const t = useT(messages);
  const titleId = useId();
  const inputId = useId();
  const [quantity, setQuantity] = useState(1);
  const [typed, setTyped] = useState('1');
  const { addProduct } = useCartActions();
  const stock = totalStock(product);
  const outOfStock = stock === 0;
  const withVariants = hasVariants(product);
  const choice = purchaseChoice(product, null);
  const low = lowStockText(stock);

  const setBoth = (n: number) => {
    setQuantity(n);
    setTyped(String(n));
  };
  const onTyped = (raw: string) => {
    const digits = raw.replace(/\D/g, '');
    setTyped(digits);
    if (!digits) return;
    const result = typedQuantity(digits, stock, product.name);
    if (result.alert) {
      toast.warning(result.alert);
      setBoth(result.quantity);
    } else setQuantity(result.quantity);
  };
  const addToCart = () => {
    if (addProduct({ product, choice, quantity: clampQuantity(quantity, stock), store, storeOpen })) setBoth(1);
  };

  return (
    <article className={`product-row card${outOfStock ? ' product-card--out' : ''}`} aria-labelledby={titleId}>
      <ProductImage className="product-row__image" src={product.image} alt="" width={160} height={120} />
      <div className="product-row__body">
        <ProductFacts product={product} storeId={store.id} titleId={titleId} choice={choice} />
        {outOfStock ? <p className="stock-out">{t('catalog.outOfStock')}</p> : null}
        {low ? <p className="stock-low">{low}</p> : null}
      </div>
      <div className="product-row__actions">
        <WishlistHeart product={wishlistProduct(product, store)} />
        <button type="button" className="btn btn--ghost btn--small" onClick={() => onQuickView(product)} aria-label={t('catalog.quickViewOf', { name: product.name })}>{t('catalog.quickView')}</button>
        {outOfStock ? (
          <button type="button" className="btn btn--ghost btn--small" disabled>{t('catalog.outOfStock')}</button>
        ) : withVariants ? (
          <button type="button" className="btn btn--primary btn--small" onClick={() => onQuickView(product)} disabled={!storeOpen}>{t('catalog.chooseOptions')}</button>
        ) : (
          <div className="product-row__buy">
            <label className="visually-hidden" htmlFor={inputId}>{t('catalog.quantityFor', { name: product.name })}</label>
            <div className="stepper">
              <button type="button" className="stepper__button" aria-label={t('catalog.decreaseOf', { name: product.name })} disabled={!storeOpen || quantity <= 1} onClick={() => setBoth(quantity - 1)}>−</button>
              <input
                id={inputId}
                className="stepper__input"
                inputMode="numeric"
                value={typed}
                disabled={!storeOpen}
                onChange={(e) => onTyped(e.target.value)}
                onBlur={() => setBoth(clampQuantity(quantity, stock))}
              />
              <button type="button" className="stepper__button" aria-label={t('catalog.increaseOf', { name: product.name })} disabled={!storeOpen || quantity >= stock} onClick={() => setBoth(quantity + 1)}>+</button>
            </div>
            <button type="button" className="btn btn--primary btn--small" onClick={addToCart} disabled={!storeOpen}>{t('catalog.addToCart')}</button>
          </div>
        )}
      </div>
    </article>
  );
}
