import { cartCount, cartTotal, formatPrice, useCartStore, Link } from '@haat/web-kit';
import { CartByStore } from './cart-lines.tsx';
import { Dialog } from '@haat/web-kit/dialog';
import './cart.css';

/** The store page's cart side panel (spec §2): lines by store, subtotal, Checkout, View Cart, empty state. */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy="cart-panel-title" className="drawer">
      <CartPanelBody onClose={onClose} />
    </Dialog>
  );
}

function CartPanelBody({ onClose }: { onClose: () => void }) {
  const lines = useCartStore((s) => s.lines);
  const count = cartCount(lines);
  return (
    <div className="drawer__body">
      <div className="drawer__header">
        <h2 id="cart-panel-title" className="drawer__title">Your Cart</h2>
        <button type="button" className="icon-button" aria-label="Close cart" onClick={onClose}>✕</button>
      </div>
      {lines.length === 0 ? (
        <div className="drawer__empty">
          <p>Your cart is empty</p>
          <button type="button" className="btn btn--primary" onClick={onClose}>Continue Shopping</button>
        </div>
      ) : (
        <>
          <div className="drawer__content"><CartByStore lines={lines} onNavigate={onClose} headingLevel={3} /></div>
          <div className="drawer__footer">
            <p className="cart-subtotal">
              <span>Subtotal ({count} {count === 1 ? 'item' : 'items'})</span>
              <strong>{formatPrice(cartTotal(lines))}</strong>
            </p>
            <Link className="btn btn--primary btn--block" to="/checkout" onClick={onClose}>Checkout</Link>
            <Link className="btn btn--secondary btn--block" to="/cart" state={{ fromCartButton: true }} onClick={onClose}>View Cart</Link>
          </div>
        </>
      )}
    </div>
  );
}
