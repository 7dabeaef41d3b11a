import { cartTotal, formatPrice, useCartStore } from '@haat/web-kit';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CartLines } from './cart-lines.tsx';

/** The store page's cart side panel (spec §2): lines, subtotal, Checkout, View Cart, empty state. */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="drawer"
      aria-labelledby="cart-panel-title"
      onCancel={(e) => { e.preventDefault(); onClose(); }}
      onClick={(e) => { if (e.target === dialogRef.current) onClose(); }}
    >
      {/* Rendered only while open, so its controls never shadow the page's. */}
      {open ? <CartPanelBody onClose={onClose} /> : null}
    </dialog>
  );
}

function CartPanelBody({ onClose }: { onClose: () => void }) {
  const lines = useCartStore((s) => s.lines);
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
          <div className="drawer__content"><CartLines lines={lines} /></div>
          <div className="drawer__footer">
            <p className="cart-subtotal"><span>Subtotal</span><strong>{formatPrice(cartTotal(lines))}</strong></p>
            <Link className="btn btn--primary btn--block" to="/checkout" onClick={onClose}>Checkout</Link>
            <Link className="btn btn--secondary btn--block" to="/cart" onClick={onClose}>View Cart</Link>
          </div>
        </>
      )}
    </div>
  );
}
