import { cartTotal, EmptyState, formatPrice, linesByStore, useCartStore } from '@haat/web-kit';
import { Link } from 'react-router';
import { CartLines } from '../components/cart-lines.tsx';
import '../styles/buyer.css';

/** /cart: the cart by store, the subtotal and the way to checkout. */
export function CartPage() {
  const lines = useCartStore((s) => s.lines);
  if (lines.length === 0) {
    return (
      <section className="page page--narrow">
        <h1 className="page__title">Your Cart</h1>
        <EmptyState title="Your cart is empty" action={<Link className="btn btn--primary" to="/stores">Continue Shopping</Link>}>
          Add products from a store to see them here.
        </EmptyState>
      </section>
    );
  }
  return (
    <section className="page page--narrow" aria-labelledby="cart-title">
      <h1 id="cart-title" className="page__title">Your Cart</h1>
      {linesByStore(lines).map((group) => (
        <section key={group.storeId} className="card cart-group" aria-label={group.storeName || 'Store'}>
          <h2 className="cart-group__title">
            <Link to={`/stores/${encodeURIComponent(group.storeId)}`}>{group.storeName || 'Store'}</Link>
          </h2>
          <CartLines lines={group.lines} />
        </section>
      ))}
      <div className="card cart-summary">
        <p className="cart-subtotal"><span>Subtotal</span><strong>{formatPrice(cartTotal(lines))}</strong></p>
        <Link className="btn btn--primary btn--block" to="/checkout">Proceed to Checkout</Link>
        <Link className="btn btn--ghost btn--block" to="/stores">Continue Shopping</Link>
      </div>
    </section>
  );
}
