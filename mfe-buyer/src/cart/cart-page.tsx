import { cartCount, cartTotal, EmptyState, formatPrice, stockProblem, useCartStore, useDocumentTitle, Link } from '@haat/web-kit';
import { useEffect } from 'react';
import { CartByStore } from './cart-lines.tsx';
import '../common/buyer.css';
import './cart.css';

/** /cart: the cart by store with steppers and remove, the subtotal, and the way to checkout. */
export function CartPage() {
  useDocumentTitle('Your Cart');
  const lines = useCartStore((s) => s.lines);
  const source = useCartStore((s) => s.source);
  const syncStatus = useCartStore((s) => s.syncStatus);
  const reload = useCartStore((s) => s.reload);

  // A buyer's cart is read again here: current prices and stock.
  useEffect(() => { void reload(); }, [reload]);

  if (lines.length === 0) {
    return (
      <section className="page page--narrow">
        <h1 className="page__title">Your Cart</h1>
        {source === 'server' && syncStatus === 'loading' ? <p className="muted" role="status">Loading your cart...</p> : null}
        <EmptyState title="Your cart is empty" action={<Link className="btn btn--primary" to="/stores">Continue Shopping</Link>}>
          Add products from a store to see them here.
        </EmptyState>
      </section>
    );
  }
  const count = cartCount(lines);
  const stockIssues = lines.some((l) => stockProblem(l.name, l.stock, l.quantity));
  return (
    <section className="page page--narrow" aria-labelledby="cart-title">
      <h1 id="cart-title" className="page__title">Your Cart</h1>
      {source === 'server' && syncStatus === 'error' ? (
        <p className="notice notice--warning" role="status">We could not reach the server, so this is the cart saved on this device. Prices and stock are checked again at checkout.</p>
      ) : null}
      <div className="card"><CartByStore lines={lines} /></div>
      <div className="card cart-summary">
        <p className="cart-subtotal"><span>Subtotal ({count} {count === 1 ? 'item' : 'items'})</span><strong>{formatPrice(cartTotal(lines))}</strong></p>
        <p className="muted small cart-summary__note">Delivery fees for your address are shown at checkout. Each store gets its own order.</p>
        {stockIssues ? <p className="notice notice--warning cart-summary__note">Some items are no longer available in the quantity in your cart. Lower the quantity or remove them before checkout.</p> : null}
        <Link className="btn btn--primary btn--block" to="/checkout">Proceed to Checkout</Link>
        <Link className="btn btn--ghost btn--block" to="/stores">Continue Shopping</Link>
      </div>
    </section>
  );
}
