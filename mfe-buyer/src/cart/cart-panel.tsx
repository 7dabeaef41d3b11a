import { cartCount, cartTotal, formatPrice, useCartStore, Link } from '@haat/web-kit';
import { CartByStore } from './cart-lines.tsx';
import { Dialog } from '@haat/web-kit/dialog';
import { useT } from '../i18n.ts';
import messages from './messages.json';
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
  const t = useT(messages);
  const lines = useCartStore((s) => s.lines);
  const count = cartCount(lines);
  return (
    <div className="drawer__body">
      <div className="drawer__header">
        <h2 id="cart-panel-title" className="drawer__title">{t('cart.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('cart.close')} onClick={onClose}>✕</button>
      </div>
      {lines.length === 0 ? (
        <div className="drawer__empty">
          <p>{t('cart.empty')}</p>
          <button type="button" className="btn btn--primary" onClick={onClose}>{t('cart.continueShopping')}</button>
        </div>
      ) : (
        <>
          <div className="drawer__content"><CartByStore lines={lines} onNavigate={onClose} headingLevel={3} /></div>
          <div className="drawer__footer">
            <p className="cart-subtotal">
              <span>{t('cart.subtotal', { count })}</span>
              <strong>{formatPrice(cartTotal(lines))}</strong>
            </p>
            <Link className="btn btn--primary btn--block" to="/checkout" onClick={onClose}>{t('cart.checkout')}</Link>
            <Link className="btn btn--secondary btn--block" to="/cart" state={{ fromCartButton: true }} onClick={onClose}>{t('cart.viewCart')}</Link>
          </div>
        </>
      )}
    </div>
  );
}
