import { cartTotal, formatPrice, linesByStore, stockProblem, unitPrice, type CartLine, Link } from '@haat/web-kit';
import { orderItemName } from '@haat/contracts/order-item-name';
import { useCartActions } from './use-cart-actions.ts';
import { ProductImage } from '../common/product-image.tsx';
import { QuantityStepper } from '../common/quantity-stepper.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Cart lines with quantity (within the stock), price and remove; used by the side panel and the cart page. */
function CartLines({ lines }: { lines: readonly CartLine[] }) {
  const t = useT(messages);
  const { remove, setQuantity } = useCartActions();
  return (
    <ul className="cart-lines">
      {lines.map((line) => {
        const label = orderItemName(line);
        // The server's stock may have dropped below what is in the cart: say so, as checkout would.
        const problem = stockProblem(line.name, line.stock, line.quantity);
        const discounted = line.discountPrice != null && line.discountPrice > 0 && line.discountPrice < line.price;
        return (
          <li key={line.id} className="cart-line">
            <ProductImage className="cart-line__image" src={line.image} alt="" width={64} height={64} />
            <div className="cart-line__body">
              <p className="cart-line__name">{label}</p>
              <p className="cart-line__price">
                {t('cart.each', { price: formatPrice(unitPrice(line)) })}
                {discounted ? <> <s><span className="visually-hidden">{t('cart.was')}</span>{formatPrice(line.price)}</s></> : null}
              </p>
              {problem ? <p className="cart-line__problem" role="status">{problem}</p> : null}
              <div className="cart-line__controls">
                <QuantityStepper
                  value={line.quantity}
                  max={line.stock == null ? null : Math.max(line.stock, 1)}
                  label={t('cart.quantityFor', { name: label })}
                  onChange={(q) => setQuantity(line.id, q)}
                />
                <button type="button" className="btn btn--ghost btn--small" aria-label={t('cart.removeItem', { name: label })} onClick={() => remove(line.id)}>{t('cart.remove')}</button>
              </div>
            </div>
            <p className="cart-line__total">{formatPrice(unitPrice(line) * line.quantity)}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The cart grouped by store (one order per store at checkout), each with its subtotal. */
export function CartByStore({ lines, onNavigate, headingLevel = 2 }: {
  lines: readonly CartLine[];
  /** Called when a store link is followed (the side panel closes). */
  onNavigate?: () => void;
  headingLevel?: 2 | 3;
}) {
  const t = useT(messages);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {linesByStore(lines).map((group) => {
        const name = group.storeName || t('cart.store');
        return (
          <section key={group.storeId} className="cart-group" aria-label={t('cart.itemsFrom', { store: name })}>
            <Heading className="cart-group__title">
              <Link to={`/stores/${encodeURIComponent(group.storeId)}`} onClick={onNavigate}>{name}</Link>
            </Heading>
            <CartLines lines={group.lines} />
            <p className="cart-group__subtotal"><span>{t('cart.subtotalFrom', { store: name })}</span><span>{formatPrice(cartTotal(group.lines))}</span></p>
          </section>
        );
      })}
    </>
  );
}
