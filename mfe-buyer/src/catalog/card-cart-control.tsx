import { lineId, useCartStore } from '@haat/web-kit';
import type { ProductSummary } from '@haat/contracts/product-reply';
import { purchaseChoice } from './purchase.ts';
import { useCartActions } from '../cart/use-cart-actions.ts';
import { QuantityStepper } from '../common/quantity-stepper.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * The grid card's one-tap buying (issue 15, as Blinkit and Zepto do it): 'ADD' puts one in the cart
 * and turns into a − n + stepper that changes the cart's own quantity; at 0 the line goes and ADD
 * comes back. A product with variants opens quick view instead, where the variant is chosen.
 */
export function CardCartControl({ product, store, storeOpen, stock, onChooseVariant }: {
  product: ProductSummary;
  store: { id: string; name: string };
  storeOpen: boolean;
  stock: number;
  onChooseVariant: () => void;
}) {
  const t = useT(messages);
  const { addProduct, setQuantity, remove } = useCartActions();
  const id = lineId(product.id, store.id, null);
  const inCart = useCartStore((s) => s.lines.find((l) => l.id === id)?.quantity ?? 0);
  const withVariants = product.variants.length > 0;
  const addLabel = t('catalog.addToCartLabel', { name: product.name });

  if (stock === 0) return <button type="button" className="btn btn--ghost btn--small btn--block" disabled>{t('catalog.outOfStock')}</button>;
  if (withVariants || inCart === 0) {
    const add = () => {
      if (withVariants) onChooseVariant();
      else addProduct({ product, choice: purchaseChoice(product, null), quantity: 1, store, storeOpen });
    };
    return (
      <button type="button" className="btn btn--small card-add" onClick={add} disabled={!storeOpen} aria-label={addLabel}>
        {t('catalog.add')}
      </button>
    );
  }
  const change = (next: number) => (next <= 0 ? remove(id) : setQuantity(id, next));
  return (
    <QuantityStepper
      value={inCart}
      min={0}
      max={stock}
      label={t('catalog.inCartQuantity', { name: product.name })}
      itemName={product.name}
      onChange={change}
      disabled={!storeOpen}
    />
  );
}
