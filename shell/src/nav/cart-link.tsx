import { cartCount, NavLink, useCartStore } from '@haat/web-kit';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * The cart icon of the phone's top bar (issue 15: the cart is always in sight, as on Blinkit or
 * Zepto), where the Cart link has folded into the menu. Like that link it passes fromCartButton.
 * The bar shows it to guests and buyers only (spec §2: no cart for sellers and delivery partners).
 */
export function CartLink() {
  const t = useT(messages);
  const count = useCartStore((s) => cartCount(s.lines));
  return (
    <NavLink
      to="/cart"
      state={{ fromCartButton: true }}
      className={({ isActive }) => `icon-button navbar__cart${isActive ? ' navbar__cart--active' : ''}`}
      aria-label={count > 0 ? t('nav.cartWith', { count }) : t('nav.cart')}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L21 8H6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="20" r="1.6" fill="currentColor" />
        <circle cx="17" cy="20" r="1.6" fill="currentColor" />
      </svg>
      {count > 0 ? <span className="navbar__cart-count" aria-hidden="true">{count > 99 ? '99+' : count}</span> : null}
    </NavLink>
  );
}
