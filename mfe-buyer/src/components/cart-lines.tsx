import { formatPrice, unitPrice, type CartLine } from '@haat/web-kit';
import { useCartActions } from '../hooks/use-cart-actions.ts';
import { ProductImage } from './product-image.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

/** Cart lines with quantity, price and remove; used by the side panel and the cart page. */
export function CartLines({ lines }: { lines: CartLine[] }) {
  const { remove, setQuantity } = useCartActions();
  return (
    <ul className="cart-lines">
      {lines.map((line) => (
        <li key={line.id} className="cart-line">
          <ProductImage className="cart-line__image" src={line.image} alt="" />
          <div className="cart-line__body">
            <p className="cart-line__name">{line.name}{line.variant ? ` (${line.variant})` : ''}</p>
            <p className="cart-line__price">{formatPrice(unitPrice(line))} each</p>
            <div className="cart-line__controls">
              <QuantityStepper value={line.quantity} max={line.stock} label={`Quantity for ${line.name}`} onChange={(q) => setQuantity(line.id, q)} />
              <button type="button" className="btn btn--ghost btn--small" aria-label={`Remove ${line.name}`} onClick={() => remove(line.id)}>Remove</button>
            </div>
          </div>
          <p className="cart-line__total">{formatPrice(unitPrice(line) * line.quantity)}</p>
        </li>
      ))}
    </ul>
  );
}
